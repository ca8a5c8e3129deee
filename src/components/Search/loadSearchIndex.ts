/** A downloaded index, prepared for queries once per URL (one per version and language). */
import { prepareIndex, type PreparedIndex } from '@site/src/search/query';
import { clearIndexDownloads, fetchIndexFile } from './fetchIndexFile';

const prepared = new Map<string, Promise<PreparedIndex>>();

export function loadSearchIndex(url: string): Promise<PreparedIndex> {
  let promise = prepared.get(url);
  if (!promise) {
    promise = fetchIndexFile(url).then(prepareIndex);
    promise.catch(() => prepared.delete(url));
    prepared.set(url, promise);
  }
  return promise;
}

/** Test helper: forgets every loaded index. */
export function clearLoadedIndexes(): void {
  prepared.clear();
  clearIndexDownloads();
}
