/**
 * Reads and writes the display preferences where the table (table.ts) says
 * they live. Anything malformed, hostile or oversized is ignored with a console
 * warning that names it, and the default applies. Local storage goes through
 * Docusaurus's storage slots, which already survive a browser that refuses
 * storage (private mode, sandboxed frames).
 */
import { createStorageSlot } from '@docusaurus/theme-common';
import type { DisplayPreferences } from './displayPreferences';
import {
  COOKIE_MAX_AGE_SECONDS,
  MAX_STORED_VALUE_LENGTH,
  PREFERENCE_TABLE,
  PreferenceValueError,
  type PreferenceDefinition,
  type PreferenceStorage,
} from './table';

export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
}

export interface StorageEnvironment {
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
  local: (key: string) => StorageSlot;
  warn: (message: string) => void;
}

export function browserStorageEnvironment(): StorageEnvironment {
  return {
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    local: (key) => createStorageSlot(key, { persistence: 'localStorage' }),
    warn: (message) => console.warn(message),
  };
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      const raw = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

const SOURCE_NAMES: Record<PreferenceStorage, string> = { local: 'local storage entry', cookie: 'cookie' };

function rawValue(env: StorageEnvironment, key: string, storage: PreferenceStorage): string | null {
  return storage === 'local' ? env.local(key).get() : readCookie(env.readCookies(), key);
}

/** A preference's stored value, parsed; undefined when none is stored or none is valid. */
export function readPreference<T>(
  env: StorageEnvironment,
  definition: PreferenceDefinition<T>,
): T | undefined {
  for (const storage of definition.storage) {
    const raw = rawValue(env, definition.key, storage);
    if (raw === null) continue;
    const where = `the ${definition.key} ${SOURCE_NAMES[storage]}`;
    if (raw.length > MAX_STORED_VALUE_LENGTH) {
      env.warn(`Ignoring ${where}: it is ${raw.length} characters long. Defaults apply.`);
      continue;
    }
    try {
      return definition.codec.parse(raw);
    } catch (error) {
      if (!(error instanceof PreferenceValueError)) throw error;
      env.warn(`Ignoring ${where}: ${error.message} Defaults apply.`);
    }
  }
  return undefined;
}

/** Stores a value where the table says; the default value is removed instead, so storage holds choices only. */
export function writePreference<T>(
  env: StorageEnvironment,
  definition: PreferenceDefinition<T>,
  value: T,
): void {
  const isDefault = JSON.stringify(value) === JSON.stringify(definition.default);
  const [primary, ...others] = definition.storage;
  for (const storage of isDefault ? definition.storage : others) {
    if (storage === 'local') env.local(definition.key).del();
    else env.writeCookie(`${definition.key}=; path=/; max-age=0; samesite=lax`);
  }
  if (isDefault) return;
  const serialized = definition.codec.serialize(value);
  if (primary === 'local') env.local(definition.key).set(serialized);
  else env.writeCookie(serializeCookie(definition.key, serialized));
}

/** Everything the reader stored, validated; missing or malformed entries are left out. */
export function readStoredPreferences(env: StorageEnvironment): Partial<DisplayPreferences> {
  const { density, ...choices } = PREFERENCE_TABLE;
  const stored: Partial<DisplayPreferences> = {};
  for (const [name, definition] of Object.entries(choices) as [
    keyof typeof choices,
    PreferenceDefinition<unknown>,
  ][]) {
    const value = readPreference(env, definition);
    if (value !== undefined) Object.assign(stored, { [name]: value });
  }
  const storedDensity = readPreference(env, density);
  return storedDensity ? { ...stored, ...storedDensity } : stored;
}

/** Writes what changed between two states. */
export function persistPreferences(
  env: StorageEnvironment,
  previous: DisplayPreferences,
  next: DisplayPreferences,
): void {
  const { density, ...choices } = PREFERENCE_TABLE;
  for (const [name, definition] of Object.entries(choices) as [
    keyof typeof choices,
    PreferenceDefinition<unknown>,
  ][]) {
    if (JSON.stringify(previous[name]) !== JSON.stringify(next[name])) {
      writePreference(env, definition, next[name]);
    }
  }
  if (previous.dense !== next.dense || previous.spacing !== next.spacing) {
    writePreference(env, density, { dense: next.dense, spacing: next.spacing });
  }
}
