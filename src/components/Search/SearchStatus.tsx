import type { ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import type { SearchIndexState } from './useSearchIndex';
import styles from './styles.module.css';

interface Props {
  state: SearchIndexState;
  query: string;
  count: number;
  onRetry: () => void;
}

/** Loading, failure and "no results" messages, announced to screen readers. */
export default function SearchStatus({ state, query, count, onRetry }: Props): ReactNode {
  let message: ReactNode = null;
  if (state.status === 'loading') {
    message = translate({ id: 'search.status.loading', message: 'Loading the search index…' });
  } else if (state.status === 'error') {
    message = (
      <>
        <Translate id="search.status.error">
          The search index could not be loaded. Check your connection and try again.
        </Translate>{' '}
        <button type="button" className={styles.retry} onClick={onRetry}>
          <Translate id="search.status.retry">Try again</Translate>
        </button>
      </>
    );
  } else if (state.status === 'ready' && query.trim() !== '' && count === 0) {
    message = translate({ id: 'search.status.noResults', message: 'No results for “{query}”.' }, { query });
  }
  return (
    <div className={styles.status} role="status" aria-live="polite">
      {message}
    </div>
  );
}
