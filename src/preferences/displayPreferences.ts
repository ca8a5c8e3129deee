/**
 * Display preferences and the theme actions that change them
 *, as a pure reducer. Side effects (DOM, storage) live in the
 * provider; this module only decides the next state.
 */
import {
  PREFERENCE_TABLE,
  MAX_SPACING,
  MIN_SPACING,
  type CodeStyling,
  type CodeVariant,
  type Direction,
  type ModeChoice,
  type PaletteColors,
} from './table';

export {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_SPACING,
  MAX_SPACING,
  MIN_SPACING,
  type CodeStyling,
  type CodeVariant,
  type PaletteColor,
  type PaletteColors,
} from './table';

export interface DisplayPreferences {
  mode: ModeChoice;
  direction: Direction;
  spacing: number;
  dense: boolean;
  paletteColors: PaletteColors | null;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/** The defaults of the preference table: what the server renders. */
export const DEFAULT_PREFERENCES: DisplayPreferences = {
  mode: PREFERENCE_TABLE.mode.default,
  direction: PREFERENCE_TABLE.direction.default,
  spacing: PREFERENCE_TABLE.density.default.spacing,
  dense: PREFERENCE_TABLE.density.default.dense,
  paletteColors: PREFERENCE_TABLE.paletteColors.default,
  codeVariant: PREFERENCE_TABLE.codeVariant.default,
  codeStyling: PREFERENCE_TABLE.codeStyling.default,
};

export type ThemeAction =
  | { type: 'SET'; payload: Partial<DisplayPreferences> }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: Partial<Pick<DisplayPreferences, 'mode' | 'direction' | 'paletteColors'>> };

export class UnknownThemeActionError extends Error {
  constructor(type: unknown) {
    super(
      `Unknown theme action type "${String(type)}". Expected one of: SET, INCREASE_SPACING, DECREASE_SPACING, ` +
        'SET_DENSE, RESET_DENSITY, RESET_COLORS, CHANGE.',
    );
    this.name = 'UnknownThemeActionError';
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Applies a partial update, returning the same object when nothing differs (no re-render). */
function merge(state: DisplayPreferences, update: Partial<DisplayPreferences>): DisplayPreferences {
  const changed = (Object.keys(update) as (keyof DisplayPreferences)[]).filter(
    (key) => update[key] !== undefined && !sameValue(state[key], update[key]),
  );
  if (changed.length === 0) {
    return state;
  }
  return { ...state, ...Object.fromEntries(changed.map((key) => [key, update[key]])) };
}

function clampSpacing(spacing: number): number {
  return Math.min(MAX_SPACING, Math.max(MIN_SPACING, spacing));
}

export function themeReducer(state: DisplayPreferences, action: ThemeAction): DisplayPreferences {
  switch (action.type) {
    case 'SET':
      return merge(state, action.payload);
    case 'INCREASE_SPACING':
      return merge(state, { spacing: clampSpacing(state.spacing + 1) });
    case 'DECREASE_SPACING':
      return merge(state, { spacing: clampSpacing(state.spacing - 1) });
    case 'SET_DENSE':
      return merge(state, { dense: action.payload });
    case 'RESET_DENSITY':
      return merge(state, { dense: DEFAULT_PREFERENCES.dense, spacing: DEFAULT_PREFERENCES.spacing });
    case 'RESET_COLORS':
      return state.paletteColors === null ? state : { ...state, paletteColors: null };
    case 'CHANGE': {
      const { mode, direction, paletteColors } = action.payload;
      return merge(state, { mode, direction, paletteColors });
    }
    default:
      throw new UnknownThemeActionError((action as { type?: unknown }).type);
  }
}
