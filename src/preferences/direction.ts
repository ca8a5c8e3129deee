/** Text direction preference, applied to the whole document at run time. */
import { useSyncExternalStore } from 'react';

export const DIRECTION_STORAGE_KEY = 'mui-direction';
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
  return parseDirection(document.documentElement.getAttribute('dir'));
}

export function setDirection(direction: Direction): void {
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

/**
 * Direction for `<Head>` attributes, which render no markup: the applied one
 * from the first client render, so the document never flips back to LTR.
 */
export function useAppliedDirection(): Direction {
  return useSyncExternalStore(subscribe, readDocumentDirection, readDocumentDirection);
}
