/** Validation rules for the theme builder, as pure functions. */
import { decomposeColor } from '@mui/system/colorManipulator';
import type { PaletteColors } from './table';

export const PALETTE_KEYS = ['primary', 'secondary'] as const;

export class PaletteColorsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaletteColorsError';
  }
}

export class DenseModeError extends Error {
  constructor() {
    super(
      'Dense mode is not allowed in the CSS-variables theme mode: build the theme without `cssVariables` ' +
        'to use dense component defaults.',
    );
    this.name = 'DenseModeError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks custom palette colours: each colour needs a `main` value, `main`
 * must be a string, and the colour library must recognise its format (its
 * own error is passed on). Returns the colours, limited to known keys.
 */
export function validatePaletteColors(input: unknown): PaletteColors {
  if (!isRecord(input)) {
    throw new PaletteColorsError(
      'Palette colours must be an object such as { "primary": { "main": "#0a6ccc" } }.',
    );
  }
  const result: PaletteColors = {};
  for (const key of PALETTE_KEYS) {
    const color = input[key];
    if (color === undefined) {
      continue;
    }
    if (!isRecord(color) || !('main' in color)) {
      throw new PaletteColorsError(`The "${key}" colour needs a "main" value.`);
    }
    if (typeof color.main !== 'string') {
      throw new PaletteColorsError(`The "${key}" colour's "main" value must be a string.`);
    }
    try {
      decomposeColor(color.main);
    } catch (libraryError) {
      // The library's own error (minified in production builds) is kept as the cause and quoted.
      throw new PaletteColorsError(
        `The "${key}" colour "${color.main.slice(0, 40)}" is not in a format the colour library recognises ` +
          `(#nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()). ${
            libraryError instanceof Error ? libraryError.message : String(libraryError)
          }`,
        { cause: libraryError },
      );
    }
    result[key] = { main: color.main };
  }
  return result;
}

/** Dense theme mode is refused in the variable-based (CSS variables) theme mode. */
export function assertDenseAllowed(dense: boolean, cssVariables: boolean): void {
  if (dense && cssVariables) {
    throw new DenseModeError();
  }
}
