/**
 * The reader's table/list choice as an external store over local storage:
 * the server and hydration render the default, the stored choice applies right
 * after, and every member list of the page follows one choice.
 */
import { useSyncExternalStore } from 'react';
import { createStorageSlot } from '@docusaurus/theme-common';
import {
  API_LAYOUT_KEY,
  DEFAULT_API_LAYOUT,
  readApiLayout,
  writeApiLayout,
  type ApiLayout,
} from './layoutPreference';

const listeners = new Set<() => void>();
/** The choice when storage refused to keep it: it lasts for this page. */
let unstoredLayout: ApiLayout | null = null;
/** A malformed stored value is reported once, not on every render. */
let lastWarning: string | null = null;

const slot = () => createStorageSlot(API_LAYOUT_KEY, { persistence: 'localStorage' });

function warnOnce(message: string) {
  if (message === lastWarning) return;
  lastWarning = message;
  console.warn(message);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function getSnapshot(): ApiLayout {
  return unstoredLayout ?? readApiLayout(slot(), warnOnce);
}

function getServerSnapshot(): ApiLayout {
  return DEFAULT_API_LAYOUT;
}

export function useApiLayout(): [ApiLayout, (layout: ApiLayout) => void] {
  const layout = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const setLayout = (next: ApiLayout) => {
    unstoredLayout = writeApiLayout(slot(), next) ? null : next;
    listeners.forEach((listener) => listener());
  };
  return [layout, setLayout];
}
