import { useSyncExternalStore } from 'react';
import type { ColorScheme } from './colorMode';

function read(): ColorScheme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The scheme painted right now (light during server render and hydration). */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
