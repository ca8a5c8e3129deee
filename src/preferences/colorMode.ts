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
