import { useMemo, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { search } from '@site/src/search/query';
import ResultSummary from './ResultSummary';
import SearchStatus from './SearchStatus';
import { readSearchPageParams, searchPageSearch } from './searchPageUrl';
import { useSearchIndex } from './useSearchIndex';
import { useSearchScope } from './useSearchScope';
import { usePartLink } from '@site/src/components/VersionSwitcher/usePartLink';
import styles from './styles.module.css';

export const PAGE_RESULT_LIMIT = 50;

function SearchPageContent({ title }: { title: string }): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const partLink = usePartLink();
  // The query lives in the URL, which the server-rendered page does not know: read it after hydration.
  const params = useIsBrowser() ? readSearchPageParams(location.search) : null;

  const scope = useSearchScope(params?.version);
  const { state, retry } = useSearchIndex(params ? scope.indexUrl : null);
  const query = params?.query ?? '';
  const results = useMemo(
    () =>
      state.status === 'ready'
        ? search(state.index, query, { currentProduct: null, limit: PAGE_RESULT_LIMIT })
        : [],
    [state, query],
  );

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <h1>{title}</h1>
      <input
        className={styles.pageInput}
        type="search"
        aria-label={translate({ id: 'search.input.label', message: 'Search' })}
        placeholder={translate(
          { id: 'search.input.placeholder', message: 'Search {version}' },
          { version: scope.versionLabel },
        )}
        value={query}
        disabled={params === null}
        onChange={(event) => {
          history.replace({ search: searchPageSearch(event.target.value, scope.versionName) });
        }}
      />
      <p className={styles.summary} data-status={state.status} data-query={query}>
        {state.status === 'ready' && query.trim() !== '' && results.length > 0 && (
          <Translate id="search.page.count" values={{ count: results.length, version: scope.versionLabel }}>
            {'{count} results in {version}'}
          </Translate>
        )}
      </p>
      <SearchStatus state={state} query={query} count={results.length} onRetry={retry} />
      <ol className={styles.pageResults}>
        {results.map((result) => (
          <li key={result.url}>
            <Link {...partLink(result.url)}>
              <ResultSummary result={result} />
            </Link>
          </li>
        ))}
      </ol>
    </main>
  );
}

/** The full search page: `/search/?q=…&version=…`, every result of one version. */
export default function SearchPage(): ReactNode {
  // The layout provides the docs contexts that the search scope reads.
  const title = translate({ id: 'search.page.title', message: 'Search the documentation' });
  const description = translate({
    id: 'search.page.description',
    message:
      'Search the guides and API reference of MUI X: Data Grid, Date and Time Pickers, Charts and Tree View.',
  });
  return (
    <Layout title={title} description={description}>
      <SearchPageContent title={title} />
    </Layout>
  );
}
