import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { fetchIndexFile } from './fetchIndexFile';
import { isSearchShortcut, shortcutLabel } from './shortcut';
import { useSearchScope } from './useSearchScope';
import styles from './styles.module.css';

type SearchModalComponent = (typeof import('./SearchModal'))['default'];

/**
 * The dialog's code (with the search engine) and the index load on first
 * open only, both at once. A plain dynamic import rather than React.lazy:
 * Suspense would hold the dialog back for its reveal throttle.
 */
function loadModal(): Promise<SearchModalComponent> {
  return import('./SearchModal').then((module) => module.default);
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"
      />
    </svg>
  );
}

const noSubscription = () => () => {};
const isApplePlatform = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** Navbar search box: opens the search dialog on click, on typing, and on Ctrl/Cmd+K. */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [SearchModal, setSearchModal] = useState<SearchModalComponent | null>(null);
  const { indexUrl } = useSearchScope();
  const [initialQuery, setInitialQuery] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  // Server and hydration render "Ctrl K"; Apple devices then show "⌘ K".
  const apple = useSyncExternalStore(noSubscription, isApplePlatform, () => false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const start = useCallback(() => {
    // Failures surface in the dialog, which asks again and offers a retry.
    fetchIndexFile(indexUrl).catch(() => undefined);
    setUnavailable(false);
    loadModal().then(
      (component) => setSearchModal(() => component),
      () => {
        setOpen(false);
        setUnavailable(true);
      },
    );
  }, [indexUrl]);
  const show = useCallback(
    (query: string) => {
      setInitialQuery(query);
      setOpen(true);
      start();
    },
    [start],
  );
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setInitialQuery('');
        setOpen((value) => !value);
        start();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [start]);

  const shortcut = shortcutLabel(apple);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.searchButton}
        data-search-button
        // Named by its visible text ("Search Ctrl K"), so speech users can say what they see.
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => show('')}
        onKeyDown={(event) => {
          // Typing on the focused box starts the search with that character.
          if (
            event.key.length === 1 &&
            !event.ctrlKey &&
            !event.metaKey &&
            !event.altKey &&
            event.key !== ' '
          ) {
            event.preventDefault();
            show(event.key);
          }
        }}
      >
        <SearchIcon />
        <span className={styles.placeholder}>
          {translate({ id: 'search.navbar.placeholder', message: 'Search' })}
        </span>
        {/* Not painted in the flex row: separates "Search" from the shortcut in the accessible name. */}{' '}
        <kbd className={styles.kbd}>{shortcut}</kbd>
      </button>
      {open && SearchModal && <SearchModal initialQuery={initialQuery} onClose={close} />}
      {unavailable && (
        <p className={styles.unavailable} role="alert">
          {translate({
            id: 'search.status.unavailable',
            message: 'Search could not be loaded. Check your connection and try again.',
          })}
        </p>
      )}
    </>
  );
}
