/**
 * The reader's layout of API member lists (table or list), remembered in
 * local storage under `apiLayout`. A malformed stored value is ignored with a
 * console warning, like the other display preferences.
 */
export const API_LAYOUT_KEY = 'apiLayout';
export const API_LAYOUTS = ['table', 'list'] as const;
export type ApiLayout = (typeof API_LAYOUTS)[number];
export const DEFAULT_API_LAYOUT: ApiLayout = 'table';

export interface LayoutStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A stored value as a layout; null (nothing stored) and malformed values give the default. */
export function parseApiLayout(raw: string | null, warn: (message: string) => void): ApiLayout {
  if (raw === null) return DEFAULT_API_LAYOUT;
  const layout = API_LAYOUTS.find((candidate) => candidate === raw);
  if (layout) return layout;
  warn(
    `Ignoring the stored ${API_LAYOUT_KEY}: "${raw.slice(0, 40)}" is not one of ${API_LAYOUTS.join(', ')}. ` +
      'Defaults apply.',
  );
  return DEFAULT_API_LAYOUT;
}

/** Reads the stored layout; storage that throws (privacy modes) gives the default. */
export function readApiLayout(
  storage: LayoutStorage | undefined,
  warn: (message: string) => void,
): ApiLayout {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(API_LAYOUT_KEY) ?? null;
  } catch {
    return DEFAULT_API_LAYOUT;
  }
  return parseApiLayout(raw, warn);
}

/** Stores the layout; false when storage is missing or refuses (quota, privacy mode). */
export function writeApiLayout(storage: LayoutStorage | undefined, layout: ApiLayout): boolean {
  try {
    if (!storage) return false;
    storage.setItem(API_LAYOUT_KEY, layout);
    return true;
  } catch {
    return false;
  }
}
