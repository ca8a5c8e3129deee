/**
 * Every display preference in one table: where it is stored,
 * under which key, how a stored string is parsed and written, its default, and
 * the `<html>` attribute the pre-paint script sets from it. The reader and the
 * writer (storage.ts), the pre-paint script (prePaint.ts), analytics and the
 * settings drawer all derive from these rows; nothing else names a key.
 *
 * Codecs throw `PreferenceValueError` with the reason a stored value is
 * refused; the reader then warns and keeps the default.
 */
import { validatePaletteColors } from './validation';

/** In the order the settings drawer offers them. */
export const MODE_CHOICES = ['light', 'system', 'dark'] as const;
export type ModeChoice = (typeof MODE_CHOICES)[number];
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const CODE_VARIANTS = ['JS', 'TS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const CODE_STYLINGS = ['MUI System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];

export const DEFAULT_SPACING = 8;
export const MIN_SPACING = 4;
export const MAX_SPACING = 16;

export interface PaletteColor {
  main: string;
}

/** Custom palette colours chosen by the reader; each needs a `main` colour. */
export interface PaletteColors {
  primary?: PaletteColor;
  secondary?: PaletteColor;
}

export interface Density {
  dense: boolean;
  spacing: number;
}

export class PreferenceValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreferenceValueError';
  }
}

export interface Codec<T> {
  /** A stored string to a value; throws PreferenceValueError saying why it is refused. */
  parse: (raw: string) => T;
  serialize: (value: T) => string;
}

/** Where a value is kept: local storage, or a cookie (`path=/`, one year). */
export type PreferenceStorage = 'local' | 'cookie';

export interface PreferenceDefinition<T> {
  /** Local storage key or cookie name. */
  key: string;
  /** Read in this order (the first valid value wins); written to the first. */
  storage: readonly [PreferenceStorage, ...PreferenceStorage[]];
  codec: Codec<T>;
  default: T;
  /** `<html>` attribute the pre-paint script sets from the stored value. */
  attribute?: string;
}

export function choiceCodec<T extends string>(allowed: readonly T[]): Codec<T> {
  return {
    parse: (raw) => {
      const value = allowed.find((candidate) => candidate === raw);
      if (value === undefined) {
        throw new PreferenceValueError(`"${raw.slice(0, 40)}" is not one of ${allowed.join(', ')}.`);
      }
      return value;
    },
    serialize: (value) => value,
  };
}

export function jsonCodec<T>(validate: (value: unknown) => T): Codec<T> {
  return {
    parse: (raw) => {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        throw new PreferenceValueError('it is not valid JSON.');
      }
      try {
        return validate(value);
      } catch (error) {
        throw new PreferenceValueError(error instanceof Error ? error.message : String(error));
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}

export function validateDensity(value: unknown): Density {
  if (typeof value === 'object' && value !== null) {
    const { dense, spacing } = value as Record<string, unknown>;
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
  throw new PreferenceValueError(
    `it is not a valid density ({ "dense": true|false, "spacing": ${MIN_SPACING}–${MAX_SPACING} }).`,
  );
}

// `/* @__PURE__ */` lets the pre-paint bundle drop the rows (and validators) it does not use.

export const modePreference: PreferenceDefinition<ModeChoice> = {
  key: 'mui-mode',
  storage: ['local'],
  codec: /* @__PURE__ */ choiceCodec(MODE_CHOICES),
  default: 'system',
  attribute: 'data-theme-choice',
};

export const directionPreference: PreferenceDefinition<Direction> = {
  key: 'mui-direction',
  storage: ['local'],
  codec: /* @__PURE__ */ choiceCodec(DIRECTIONS),
  default: 'ltr',
  attribute: 'data-direction',
};

export const codeVariantPreference: PreferenceDefinition<CodeVariant> = {
  key: 'codeVariant',
  storage: ['cookie'],
  codec: /* @__PURE__ */ choiceCodec(CODE_VARIANTS),
  default: 'TS',
};

export const codeStylingPreference: PreferenceDefinition<CodeStyling> = {
  key: 'codeStyling',
  storage: ['cookie'],
  codec: /* @__PURE__ */ choiceCodec(CODE_STYLINGS),
  default: 'MUI System',
};

/** Also read by the pre-paint script, which only asks whether colours are stored. */
export const PALETTE_COLORS_KEY = 'paletteColors';

export const paletteColorsPreference: PreferenceDefinition<PaletteColors | null> = {
  key: PALETTE_COLORS_KEY,
  storage: ['local', 'cookie'],
  codec: /* @__PURE__ */ jsonCodec<PaletteColors | null>(validatePaletteColors),
  default: null,
};

export const densityPreference: PreferenceDefinition<Density> = {
  key: 'mui-density',
  storage: ['local'],
  codec: /* @__PURE__ */ jsonCodec(validateDensity),
  default: { dense: false, spacing: DEFAULT_SPACING },
};

/** The table, one row per preference of the settings drawer. */
export const PREFERENCE_TABLE = {
  mode: modePreference,
  direction: directionPreference,
  codeVariant: codeVariantPreference,
  codeStyling: codeStylingPreference,
  paletteColors: paletteColorsPreference,
  density: densityPreference,
} as const;

export type PreferenceName = keyof typeof PREFERENCE_TABLE;

/** Cookies last a year. */
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Longer stored values are not even parsed. */
export const MAX_STORED_VALUE_LENGTH = 2_000;
/** Docusaurus's own key for the colour mode, kept in step with `mui-mode` (null there means "system"). */
export const DOCUSAURUS_MODE_STORAGE_KEY = 'theme';

/**
 * The CSS generated from custom palette colours, cached so the pre-paint script
 * can apply it before the first frame (a cache of `paletteColors`, not a preference).
 */
export const PALETTE_CSS_STORAGE_KEY = 'mui-palette-css';
/** The <style> element holding that CSS. */
export const PALETTE_STYLE_ID = 'site-palette';
