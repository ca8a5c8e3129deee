/**
 * The page as the server sent it. While React hydrates the page, components
 * that keep their server-rendered HTML instead of rendering it again (code
 * blocks, demo snapshots) read that HTML from the document. Once the page has
 * hydrated (Root's first effect: `usePageHydrated`), or after a client-side
 * navigation, there is no server page any more.
 */
import { useEffect } from 'react';

let hydrated = false;

/** Root calls this once: its first effect runs after React has hydrated the whole page. */
export function usePageHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}

/** The document while the page is still the server's; null on the server, or once the page has hydrated. */
export function serverPage(doc: Document | undefined = globalThis.document): Document | null {
  return doc && !hydrated ? doc : null;
}

/** Tests: mark the page hydrated or not. */
export function setPageHydratedForTests(value: boolean): void {
  hydrated = value;
}
