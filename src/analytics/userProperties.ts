/**
 * Analytics user properties (SPEC §7): code variant, user language, device
 * pixel ratio, OS colour scheme, chosen colour scheme and code styling.
 *
 * The initial values are read from what the site stores today (SPEC §9: the
 * `codeVariant` and `codeStyling` cookies, `mui-mode` in local storage);
 * display-preference code calls `updateUserProperties()` whenever one of them
 * changes, and only real changes are sent.
 */
import { MODE_STORAGE_KEY, parseModeChoice, type ModeChoice } from '../preferences/colorMode';
import { gtagCall, type Gtag } from './gtag';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_PREFERENCES,
  type CodeStyling,
  type CodeVariant,
} from '../preferences/displayPreferences';
import { CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE, readCookie } from '../preferences/storage';

const DEFAULT_CODE_VARIANT: CodeVariant = DEFAULT_PREFERENCES.codeVariant;
const DEFAULT_CODE_STYLING: CodeStyling = DEFAULT_PREFERENCES.codeStyling;

export interface UserProperties {
  codeVariant: CodeVariant;
  userLanguage: string;
  devicePixelRatio: number;
  osColorScheme: 'light' | 'dark';
  colorScheme: ModeChoice;
  codeStyling: CodeStyling;
}

function oneOf<T extends string>(choices: readonly T[], raw: string | null, fallback: T): T {
  return choices.find((choice) => choice === raw) ?? fallback;
}

export interface PropertySources {
  cookies: string;
  storedMode: string | null;
  language: string;
  devicePixelRatio: number;
  prefersDark: boolean;
}

export function initialUserProperties(sources: PropertySources): UserProperties {
  return {
    codeVariant: oneOf(CODE_VARIANTS, readCookie(sources.cookies, CODE_VARIANT_COOKIE), DEFAULT_CODE_VARIANT),
    userLanguage: sources.language,
    devicePixelRatio: Number.isFinite(sources.devicePixelRatio) ? sources.devicePixelRatio : 1,
    osColorScheme: sources.prefersDark ? 'dark' : 'light',
    colorScheme: parseModeChoice(sources.storedMode),
    codeStyling: oneOf(CODE_STYLINGS, readCookie(sources.cookies, CODE_STYLING_COOKIE), DEFAULT_CODE_STYLING),
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

/** Sets the initial properties (the analytics client module does this once). */
export function setInitialUserProperties(properties: UserProperties): void {
  siteTracker.update(properties);
}

/**
 * For display-preference code: call with what changed, e.g.
 * `updateUserProperties({ codeVariant: 'JS' })`. Unchanged values send nothing.
 */
export function updateUserProperties(partial: Partial<UserProperties>): void {
  siteTracker.update(partial);
}

/** Reads the stored colour-mode choice, tolerating unavailable storage. */
export function readStoredMode(storage: () => Storage): string | null {
  try {
    return storage().getItem(MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}
