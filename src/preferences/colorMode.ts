/** Colour-mode preference: the reader's choice and how it maps to a scheme. */

export const MODE_STORAGE_KEY = 'mui-mode';
/** Docusaurus's own storage key for the same choice; kept in step with ours. */
export const DOCUSAURUS_MODE_STORAGE_KEY = 'theme';

export const MODE_CHOICES = ['light', 'dark', 'system'] as const;
export type ModeChoice = (typeof MODE_CHOICES)[number];
export type ColorScheme = 'light' | 'dark';

export const DEFAULT_MODE: ModeChoice = 'system';

/** Reads a stored value; anything that is not a known choice means the default. */
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

export function storeModeChoice(choice: ModeChoice): void {
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode, sandboxed iframe): the choice
    // still applies to this page, it just is not remembered.
  }
}
