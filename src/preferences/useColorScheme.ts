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

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readSystem(): ColorScheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribeSystem(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** The scheme the operating system asks for, followed live (light during server render and hydration). */
export function useSystemColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeSystem, readSystem, () => 'light');
}
