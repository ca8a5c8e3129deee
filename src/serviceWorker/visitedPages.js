/* global self, caches, fetch, URL */
/**
 * Extra code for the plugin-pwa service worker (its `swCustom` option): keeps
 * a copy of every page and asset the reader fetches under the worker's scope,
 * so visited pages stay readable offline. Network first: online readers always
 * get the current site; the copy is used only when the network fails.
 *
 * Plain JavaScript because the plugin bundles this file with Babel for the
 * worker, without TypeScript.
 */

export const VISITED_CACHE = 'x-docs-visited-v1';

/** GET requests of this origin, under the worker's scope. */
export function isCacheableRequest(request, scopeUrl) {
  if (request.method !== 'GET') {
    return false;
  }
  const url = new URL(request.url);
  const scope = new URL(scopeUrl);
  return url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
}

/** Fetches, stores a good answer, and falls back to the stored copy when offline. */
export async function networkFirst(request, { cacheStorage, fetchResource }) {
  const cache = await cacheStorage.open(VISITED_CACHE);
  try {
    const response = await fetchResource(request);
    if (response.ok) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) {
      return cached;
    }
    throw error;
  }
}

export default function installVisitedPagesCache() {
  const scopeUrl = self.registration.scope;
  self.addEventListener('fetch', (event) => {
    if (isCacheableRequest(event.request, scopeUrl)) {
      event.respondWith(networkFirst(event.request, { cacheStorage: caches, fetchResource: fetch }));
    }
  });
}
