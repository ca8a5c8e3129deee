/** Text direction preference, applied to the whole document at run time. */
import { useSyncExternalStore } from 'react';
import { DIRECTIONS, directionPreference, type Direction } from './table';

export { type Direction };
/** Attribute on <html> holding the reader's direction; `dir` is kept equal to it. */
export const DIRECTION_ATTRIBUTE = directionPreference.attribute ?? 'data-direction';
export const DEFAULT_DIRECTION: Direction = directionPreference.default;

export function parseDirection(raw: unknown): Direction {
  return DIRECTIONS.find((direction) => direction === raw) ?? DEFAULT_DIRECTION;
}

const listeners = new Set<() => void>();

/** The direction currently applied to the document (the pre-paint script sets it before paint). */
export function readDocumentDirection(): Direction {
  if (typeof document === 'undefined') {
    return DEFAULT_DIRECTION;
  }
  const root = document.documentElement;
  return parseDirection(root.getAttribute(DIRECTION_ATTRIBUTE) ?? root.getAttribute('dir'));
}

/** Applies a direction to the document (storing it is the provider's job). */
export function applyDirection(direction: Direction): void {
  document.documentElement.setAttribute(DIRECTION_ATTRIBUTE, direction);
  document.documentElement.setAttribute('dir', direction);
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
