/** Text direction preference, applied to the whole document at run time. */
import { useSyncExternalStore } from 'react';

export const DIRECTION_STORAGE_KEY = 'mui-direction';
/** Attribute on <html> holding the reader's direction; `dir` is kept equal to it. */
export const DIRECTION_ATTRIBUTE = 'data-direction';
export type Direction = 'ltr' | 'rtl';
export const DEFAULT_DIRECTION: Direction = 'ltr';

export function parseDirection(raw: unknown): Direction {
  return raw === 'rtl' || raw === 'ltr' ? raw : DEFAULT_DIRECTION;
}

const listeners = new Set<() => void>();

/** The direction currently applied to the document (the inline script sets it before paint). */
export function readDocumentDirection(): Direction {
  if (typeof document === 'undefined') {
    return DEFAULT_DIRECTION;
  }
  const root = document.documentElement;
  return parseDirection(root.getAttribute(DIRECTION_ATTRIBUTE) ?? root.getAttribute('dir'));
}

export function setDirection(direction: Direction): void {
  document.documentElement.setAttribute(DIRECTION_ATTRIBUTE, direction);
  document.documentElement.setAttribute('dir', direction);
  try {
    window.localStorage.setItem(DIRECTION_STORAGE_KEY, direction);
  } catch {
    // Not remembered when storage is unavailable; still applied.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Direction for components that render markup: the server default during
 * hydration (so server and client markup match), the applied one after.
 */
export function useDirection(): Direction {
  return useSyncExternalStore(subscribe, readDocumentDirection, () => DEFAULT_DIRECTION);
}
