/**
 * The reader's layout of API member lists (table or list), remembered in
 * local storage under `apiLayout`. A malformed stored value is ignored with a
 * console warning, like the other display preferences.
 */
export const API_LAYOUT_KEY = 'apiLayout';
export const API_LAYOUTS = ['table', 'list'] as const;
export type ApiLayout = (typeof API_LAYOUTS)[number];
export const DEFAULT_API_LAYOUT: ApiLayout = 'table';

/** The storage slot the layout lives in (a Docusaurus storage slot in the browser). */
export interface LayoutSlot {
  get(): string | null;
  set(value: string): void;
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

/** Reads the stored layout (a slot of unavailable storage reads nothing: the default). */
export function readApiLayout(slot: LayoutSlot, warn: (message: string) => void): ApiLayout {
  return parseApiLayout(slot.get(), warn);
}

/** Stores the layout; false when storage did not keep it (quota, privacy mode). */
export function writeApiLayout(slot: LayoutSlot, layout: ApiLayout): boolean {
  slot.set(layout);
  return slot.get() === layout;
}
