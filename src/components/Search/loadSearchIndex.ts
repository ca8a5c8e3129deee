/**
 * Fetches and prepares a search index once per URL (one per version and
 * language); a failed load is forgotten so that a retry fetches again.
 */
import { assertSearchIndex } from '@site/src/search/indexFormat';
import { prepareIndex, type PreparedIndex } from '@site/src/search/query';

const loaded = new Map<string, Promise<PreparedIndex>>();

async function fetchIndex(url: string): Promise<PreparedIndex> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const json: unknown = await response.json();
  assertSearchIndex(json);
  return prepareIndex(json);
}

export function loadSearchIndex(url: string): Promise<PreparedIndex> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = fetchIndex(url);
    promise.catch(() => loaded.delete(url));
    loaded.set(url, promise);
  }
  return promise;
}

/** Test helper: forgets every loaded index. */
export function clearLoadedIndexes(): void {
  loaded.clear();
}
