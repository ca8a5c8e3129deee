/**
 * Where display preferences are remembered (SPEC §9): `codeVariant` and
 * `codeStyling` cookies for a year, palette colours from the `paletteColors`
 * local storage entry or cookie, density in local storage. Anything
 * malformed or hostile is ignored with a console warning, and defaults apply.
 */
import { parseModeChoice, MODE_STORAGE_KEY } from './colorMode';
import { readDocumentDirection } from './direction';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_SPACING,
  MAX_SPACING,
  MIN_SPACING,
  type CodeStyling,
  type CodeVariant,
  type DisplayPreferences,
} from './displayPreferences';
import { validatePaletteColors } from './validation';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const PALETTE_COLORS_KEY = 'paletteColors';
export const DENSITY_STORAGE_KEY = 'mui-density';
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Longer stored values are not even parsed. */
export const MAX_STORED_VALUE_LENGTH = 2_000;

export interface StorageEnvironment {
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  warn: (message: string) => void;
}

export function browserStorageEnvironment(): StorageEnvironment {
  let storage: StorageEnvironment['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    storage,
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

function safeGet(env: StorageEnvironment, key: string): string | null {
  try {
    return env.storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function tooLong(env: StorageEnvironment, name: string, raw: string): boolean {
  if (raw.length > MAX_STORED_VALUE_LENGTH) {
    env.warn(`Ignoring the ${name}: it is ${raw.length} characters long. Defaults apply.`);
    return true;
  }
  return false;
}

function readChoice<T extends string>(
  env: StorageEnvironment,
  cookie: string,
  allowed: readonly T[],
): T | undefined {
  const raw = readCookie(env.readCookies(), cookie);
  if (raw === null || tooLong(env, `${cookie} cookie`, raw)) {
    return undefined;
  }
  const value = allowed.find((candidate) => candidate === raw);
  if (!value) {
    env.warn(`Ignoring the ${cookie} cookie: "${raw.slice(0, 40)}" is not one of ${allowed.join(', ')}.`);
  }
  return value;
}

function readPaletteColors(env: StorageEnvironment): DisplayPreferences['paletteColors'] | undefined {
  const sources: [string, string | null][] = [
    ['local storage entry', safeGet(env, PALETTE_COLORS_KEY)],
    ['cookie', readCookie(env.readCookies(), PALETTE_COLORS_KEY)],
  ];
  for (const [source, raw] of sources) {
    if (raw === null || tooLong(env, `${PALETTE_COLORS_KEY} ${source}`, raw)) {
      continue;
    }
    try {
      return validatePaletteColors(JSON.parse(raw));
    } catch (error) {
      env.warn(
        `Ignoring the ${PALETTE_COLORS_KEY} ${source}: ${error instanceof Error ? error.message : String(error)} ` +
          'Default colours apply.',
      );
    }
  }
  return undefined;
}

function readDensity(env: StorageEnvironment): Pick<DisplayPreferences, 'dense' | 'spacing'> | undefined {
  const raw = safeGet(env, DENSITY_STORAGE_KEY);
  if (raw === null || tooLong(env, DENSITY_STORAGE_KEY, raw)) {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) {
      const { dense, spacing } = parsed as Record<string, unknown>;
      if (
        typeof dense === 'boolean' &&
        typeof spacing === 'number' &&
        Number.isInteger(spacing) &&
        spacing >= MIN_SPACING &&
        spacing <= MAX_SPACING
      ) {
        return { dense, spacing };
      }
    }
  } catch {
    // reported below
  }
  env.warn(`Ignoring the stored ${DENSITY_STORAGE_KEY}: it is not a valid density. Defaults apply.`);
  return undefined;
}

/** Everything the reader stored, validated; missing or malformed entries are left out. */
export function readStoredPreferences(env: StorageEnvironment): Partial<DisplayPreferences> {
  const stored: Partial<DisplayPreferences> = {
    mode: parseModeChoice(safeGet(env, MODE_STORAGE_KEY)),
    direction: readDocumentDirection(),
    codeVariant: readChoice<CodeVariant>(env, CODE_VARIANT_COOKIE, CODE_VARIANTS),
    codeStyling: readChoice<CodeStyling>(env, CODE_STYLING_COOKIE, CODE_STYLINGS),
    paletteColors: readPaletteColors(env),
    ...readDensity(env),
  };
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
}

/** Writes what changed between two states. Mode and direction are stored by their own modules. */
export function persistPreferences(
  env: StorageEnvironment,
  previous: DisplayPreferences,
  next: DisplayPreferences,
): void {
  if (previous.codeVariant !== next.codeVariant) {
    env.writeCookie(serializeCookie(CODE_VARIANT_COOKIE, next.codeVariant));
  }
  if (previous.codeStyling !== next.codeStyling) {
    env.writeCookie(serializeCookie(CODE_STYLING_COOKIE, next.codeStyling));
  }
  try {
    if (previous.paletteColors !== next.paletteColors) {
      if (next.paletteColors) {
        env.storage?.setItem(PALETTE_COLORS_KEY, JSON.stringify(next.paletteColors));
      } else {
        env.storage?.removeItem(PALETTE_COLORS_KEY);
        env.writeCookie(`${PALETTE_COLORS_KEY}=; path=/; max-age=0`);
      }
    }
    if (previous.dense !== next.dense || previous.spacing !== next.spacing) {
      if (!next.dense && next.spacing === DEFAULT_SPACING) {
        env.storage?.removeItem(DENSITY_STORAGE_KEY);
      } else {
        env.storage?.setItem(
          DENSITY_STORAGE_KEY,
          JSON.stringify({ dense: next.dense, spacing: next.spacing }),
        );
      }
    }
  } catch {
    // Storage full or unavailable: the preference applies to this page only.
  }
}
