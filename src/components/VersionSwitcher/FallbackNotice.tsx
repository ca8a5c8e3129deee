/**
 * The notice at the top of the page a reader lands on when the version they
 * switched to lacks the page they were reading (versionEntries.ts adds
 * `?from=<that page>` to the link): it says so, names the product page they
 * got instead, and links back.
 *
 * The landing page checks first, once hydrated (the server renders the page
 * without its query): a link followed before the page list of its version had
 * arrived (opened in a new tab, say) may lead here although the version has
 * the page; then the reader is taken on to it, with no notice. When the page
 * list of the version the reader came from cannot be read, the notice says
 * that whether the page exists here is unknown.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { productById, productOfPath } from '@site/src/data/products';
import { fallbackOutcome, fallbackSource, type FallbackOutcome } from './versionEntries';
import { useSiteVersions } from './siteVersions';
import { usePartLink } from './usePartLink';

interface NoticeProps {
  /** The label of the version the reader switched to: `v5`. */
  version: string;
  /** The name of the product whose page this is, or null on the version's overview. */
  product: string | null;
  /** The page the reader came from. */
  from: string;
  /** The version's page list could not be read: whether it has the page is unknown. */
  unchecked?: boolean;
}

export function FallbackNotice({ version, product, from, unchecked = false }: NoticeProps): ReactNode {
  const partLink = usePartLink();
  return (
    <div className="alert alert--info margin-bottom--md" role="note" data-version-fallback="">
      {unchecked ? (
        <Translate
          id="versionFallback.unchecked"
          description="Notice on a version's overview after a version switch that could not load a list of pages it needed, so it could not tell whether the version has the page the reader was reading"
          values={{ version }}
        >
          {
            'A list of pages could not be loaded, so the switch could not check whether {version} has the page you were reading. This is the overview of {version}.'
          }
        </Translate>
      ) : product ? (
        <Translate
          id="versionFallback.productPage"
          description="Notice on the page a reader lands on after switching to a version that lacks the page they were reading; {product} is a product name such as Data Grid"
          values={{ version, product }}
        >
          {'The page you were reading does not exist in {version}. This is the {product} page of {version}.'}
        </Translate>
      ) : (
        <Translate
          id="versionFallback.overview"
          description="Notice on a version's overview after switching from a page that version lacks (and whose product it does not document)"
          values={{ version }}
        >
          {'The page you were reading does not exist in {version}. This is the overview of {version}.'}
        </Translate>
      )}{' '}
      <Link {...partLink(from)}>
        <Translate
          id="versionFallback.back"
          description="Link from the version fallback notice to the page the reader came from"
        >
          Back to the page you came from
        </Translate>
      </Link>
    </div>
  );
}

type Check = FallbackOutcome['kind'] | 'checking';

/**
 * Whether this page's version has the page `from` after all, from the page
 * lists of both versions (the other build part's is fetched); on `same-page`
 * the reader is taken there, in place of this page in the history.
 */
function useFallbackCheck(from: string | null): Check {
  const { request } = useSiteVersions();
  const { version: name } = useDocsVersion();
  const history = useHistory();
  const [check, setCheck] = useState<Check>('checking');
  useEffect(() => {
    if (!from) return undefined;
    let current = true;
    void request().then((versions) => {
      if (!current) return;
      const outcome = fallbackOutcome(versions, from, name);
      if (outcome.kind === 'same-page') history.replace(outcome.path);
      else setCheck(outcome.kind);
    });
    return () => {
      current = false;
    };
  }, [from, request, name, history]);
  return check;
}

/** The notice for the current page, when the reader arrived through a version fallback link. */
export default function VersionFallbackNotice(): ReactNode {
  const { label: version } = useDocsVersion();
  const { search, pathname } = useLocation();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  // The server renders no query: the check starts, and the notice appears, once the page has hydrated.
  const isBrowser = useIsBrowser();
  const from = isBrowser ? fallbackSource(search, baseUrl) : null;
  const check = useFallbackCheck(from);
  if (!from || check === 'checking' || check === 'same-page') return null;
  const { product } = productOfPath(pathname);
  return (
    <FallbackNotice
      version={version}
      product={product ? productById(product).name : null}
      from={from}
      unchecked={check === 'unchecked'}
    />
  );
}
