import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import { search } from '@site/src/search/query';
import ResultSummary from './ResultSummary';
import SearchStatus from './SearchStatus';
import { searchPageSearch } from './searchPageUrl';
import { useSearchIndex } from './useSearchIndex';
import { useSearchScope } from './useSearchScope';
import { usePartLink } from '@site/src/components/VersionSwitcher/usePartLink';
import styles from './styles.module.css';

export const MODAL_RESULT_LIMIT = 8;

interface Props {
  initialQuery: string;
  onClose: () => void;
}

/** Keeps Tab inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  const focusable = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The search dialog: a combobox over a listbox of results, driven by the keyboard. */
export default function SearchModal({ initialQuery, onClose }: Props): ReactNode {
  const scope = useSearchScope();
  const { state, retry } = useSearchIndex(scope.indexUrl);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const history = useHistory();
  const partLink = usePartLink();
  const listId = useId();
  const titleId = useId();
  const searchPage = useBaseUrl('/search/');
  const listRef = useRef<HTMLUListElement>(null);

  const results = useMemo(
    () =>
      state.status === 'ready'
        ? search(state.index, query, { currentProduct: scope.currentProduct, limit: MODAL_RESULT_LIMIT })
        : [],
    [state, query, scope.currentProduct],
  );
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  useEffect(() => {
    listRef.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, results]);

  // Escape closes the dialog wherever the focus is (a route change may have moved it).
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onClose]);

  const open = (url: string) => {
    onClose();
    // A page of the other build part (src/navigation/buildParts.ts) is a new page load.
    if (partLink(url).target) window.location.assign(url);
    else history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') {
      trapTab(event);
    } else if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((activeIndex + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((activeIndex - 1 + results.length) % results.length);
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      const result = results[activeIndex];
      if (result) {
        event.preventDefault();
        open(result.url);
      }
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.visuallyHidden}>
          <Translate id="search.modal.title">Search the documentation</Translate>
        </h2>
        <div className={styles.inputRow}>
          <input
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
            aria-label={translate({ id: 'search.input.label', message: 'Search' })}
            placeholder={translate(
              {
                id: 'search.input.placeholder',
                message: 'Search {version}',
              },
              { version: scope.versionLabel },
            )}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <Translate id="search.modal.close">Close</Translate>
          </button>
        </div>
        <div className={styles.body} data-status={state.status} data-query={query}>
          <SearchStatus state={state} query={query} count={results.length} onRetry={retry} />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            className={styles.list}
            aria-label={translate({ id: 'search.results.label', message: 'Results' })}
          >
            {results.map((result, index) => (
              // The link is the option: an option may hold no focusable element (axe nested-interactive).
              <li key={result.url} role="none" className={styles.option} onMouseMove={() => setActive(index)}>
                <Link
                  {...partLink(result.url)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  tabIndex={-1}
                  onClick={onClose}
                >
                  <ResultSummary result={result} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.footer}>
          <span className={styles.hints}>
            <Translate id="search.modal.hints">↑ ↓ to choose, Enter to open, Esc to close</Translate>
          </span>
          <Link to={`${searchPage}${searchPageSearch(query, scope.versionName)}`} onClick={onClose}>
            <Translate id="search.modal.allResults">See all results</Translate>
          </Link>
        </div>
      </div>
    </div>,
    document.body,
  );
}
