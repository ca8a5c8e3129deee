/**
 * Downloads a search index file once per URL. Kept apart from the search
 * engine so the navbar can start the download the moment search opens, while
 * the dialog's code is still loading; a failed download is forgotten so that
 * a retry fetches again.
 */
import { assertSearchIndex, type SearchIndexFile } from '@site/src/search/indexFormat';

const downloads = new Map<string, Promise<SearchIndexFile>>();

async function download(url: string): Promise<SearchIndexFile> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const json: unknown = await response.json();
  assertSearchIndex(json);
  return json;
}

export function fetchIndexFile(url: string): Promise<SearchIndexFile> {
  let promise = downloads.get(url);
  if (!promise) {
    promise = download(url);
    promise.catch(() => downloads.delete(url));
    downloads.set(url, promise);
  }
  return promise;
}

/** Test helper: forgets every download. */
export function clearIndexDownloads(): void {
  downloads.clear();
}
