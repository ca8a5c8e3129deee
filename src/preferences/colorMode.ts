/** Colour-mode preference: the reader's choice and how it maps to a scheme (changed with `useSetMode`). */
import { MODE_CHOICES, modePreference, type ModeChoice } from './table';

export { MODE_CHOICES, type ModeChoice };
export type ColorScheme = 'light' | 'dark';

export const DEFAULT_MODE: ModeChoice = modePreference.default;

/** Reads a value (a stored string, an attribute); anything that is not a known choice means the default. */
export function parseModeChoice(raw: unknown): ModeChoice {
  return MODE_CHOICES.find((choice) => choice === raw) ?? DEFAULT_MODE;
}

export function resolveColorScheme(choice: ModeChoice, systemPrefersDark: boolean): ColorScheme {
  if (choice === 'system') {
    return systemPrefersDark ? 'dark' : 'light';
  }
  return choice;
}

/** Docusaurus stores `null` for "follow the system"; we store `system`. */
export function fromDocusaurusChoice(choice: ColorScheme | null): ModeChoice {
  return choice ?? 'system';
}

/** The scheme the reader sees for a choice, given the one the system asks for. */
export function shownScheme(choice: ModeChoice, systemScheme: ColorScheme): ColorScheme {
  return choice === 'system' ? systemScheme : choice;
}

/**
 * The navbar toggle's next mode. From system mode it goes to the scheme the
 * system does not show, then to the one it shows, then back to system: every
 * click but the last changes the colours, and the last changes what the mode
 * follows, which the toggle then says (src/theme/ColorModeToggle).
 */
export function nextModeChoice(choice: ModeChoice, systemScheme: ColorScheme): ModeChoice {
  const other: ColorScheme = systemScheme === 'dark' ? 'light' : 'dark';
  if (choice === 'system') return other;
  if (choice === other) return systemScheme;
  return 'system';
}
