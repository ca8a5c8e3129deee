/**
 * The page as the server sent it: the document while React has not finished
 * hydrating it (`data-has-hydrated` on <html> is set right after), null once
 * it has, on the server, or after a client-side navigation. Components that
 * adopt their server-rendered HTML instead of rendering it again read it here.
 */
export function serverPage(doc: Document | undefined = globalThis.document): Document | null {
  return doc && doc.documentElement.dataset.hasHydrated !== 'true' ? doc : null;
}
