/**
 * Analytics user properties: code variant, user language, device
 * pixel ratio, OS colour scheme, chosen colour scheme and code styling.
 *
 * The reader's choices come from the preferences snapshot (never from cookies
 * or storage directly): `useUserPropertiesReporting()` sends the full set once
 * the stored preferences are known, and only real changes after that.
 */
import { useEffect } from 'react';
import type { PreferencesSnapshot } from '../preferences/usePreferencesSnapshot';
import { usePreferencesSnapshot } from '../preferences/usePreferencesSnapshot';
import type { CodeStyling, CodeVariant, ModeChoice } from '../preferences/table';
import { gtagCall, type Gtag } from './gtag';

export interface UserProperties {
  codeVariant: CodeVariant;
  userLanguage: string;
  devicePixelRatio: number;
  osColorScheme: 'light' | 'dark';
  colorScheme: ModeChoice;
  codeStyling: CodeStyling;
}

export interface DeviceFacts {
  devicePixelRatio: number;
  prefersDark: boolean;
}

export function userPropertiesFrom(snapshot: PreferencesSnapshot, device: DeviceFacts): UserProperties {
  return {
    codeVariant: snapshot.codeVariant,
    userLanguage: snapshot.userLanguage,
    devicePixelRatio: Number.isFinite(device.devicePixelRatio) ? device.devicePixelRatio : 1,
    osColorScheme: device.prefersDark ? 'dark' : 'light',
    colorScheme: snapshot.colorScheme,
    codeStyling: snapshot.codeStyling,
  };
}

/** The parameter names sent for each property. */
export function userPropertyParams(properties: UserProperties): Record<string, string | number> {
  return {
    code_variant: properties.codeVariant,
    user_language: properties.userLanguage,
    device_pixel_ratio: properties.devicePixelRatio,
    os_color_scheme: properties.osColorScheme,
    color_scheme: properties.colorScheme,
    code_styling_variant: properties.codeStyling,
  };
}

/** Keeps the last sent properties and sends again only when something differs. */
export function createUserPropertiesTracker(send: Gtag) {
  let current: UserProperties | null = null;
  return {
    current: () => current,
    /** First call: the full set. Later calls: a partial update. Returns whether anything was sent. */
    update(next: UserProperties | Partial<UserProperties>): boolean {
      if (!current) {
        if (!isComplete(next)) {
          return false;
        }
        current = { ...next };
      } else {
        const merged: UserProperties = { ...current, ...definedOnly(next) };
        const changed = (Object.keys(merged) as (keyof UserProperties)[]).some(
          (key) => merged[key] !== current?.[key],
        );
        if (!changed) {
          return false;
        }
        current = merged;
      }
      send('set', 'user_properties', userPropertyParams(current));
      return true;
    },
  };
}

function definedOnly(partial: Partial<UserProperties>): Partial<UserProperties> {
  return Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
}

function isComplete(value: Partial<UserProperties>): value is UserProperties {
  return (
    value.codeVariant !== undefined &&
    value.userLanguage !== undefined &&
    value.devicePixelRatio !== undefined &&
    value.osColorScheme !== undefined &&
    value.colorScheme !== undefined &&
    value.codeStyling !== undefined
  );
}

/** The site's tracker, sending through the global analytics function. */
const siteTracker = createUserPropertiesTracker((...args) => gtagCall(...args));

/**
 * For display-preference code: call with what changed, e.g.
 * `updateUserProperties({ codeVariant: 'JS' })`. Unchanged values send nothing.
 */
export function updateUserProperties(partial: Partial<UserProperties>): void {
  siteTracker.update(partial);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function deviceFacts(): DeviceFacts {
  return {
    devicePixelRatio: window.devicePixelRatio,
    prefersDark: window.matchMedia?.(DARK_QUERY).matches ?? false,
  };
}

/** Reports the user properties from the preferences snapshot, and the OS colour scheme when it changes. */
export function useUserPropertiesReporting(): void {
  const snapshot = usePreferencesSnapshot();
  useEffect(() => {
    if (snapshot) updateUserProperties(userPropertiesFrom(snapshot, deviceFacts()));
  }, [snapshot]);
  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) =>
      updateUserProperties({ osColorScheme: event.matches ? 'dark' : 'light' });
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
}
