import { useCallback, useEffect, useState } from 'react';
import type { PreparedIndex } from '@site/src/search/query';
import { loadSearchIndex } from './loadSearchIndex';

export type SearchIndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; index: PreparedIndex }
  | { status: 'error'; error: Error };

type Settled = { status: 'ready'; index: PreparedIndex } | { status: 'error'; error: Error };

/** Loads the index at `url` (nothing while `url` is null) and offers a retry after a failure. */
export function useSearchIndex(url: string | null): { state: SearchIndexState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = url === null ? null : `${attempt} ${url}`;
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);

  useEffect(() => {
    if (url === null || key === null) return undefined;
    let current = true;
    loadSearchIndex(url).then(
      (index) => current && setSettled({ key, state: { status: 'ready', index } }),
      (error: unknown) =>
        current &&
        setSettled({
          key,
          state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
        }),
    );
    return () => {
      current = false;
    };
  }, [url, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  let state: SearchIndexState = { status: 'idle' };
  if (key !== null) state = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, retry };
}
