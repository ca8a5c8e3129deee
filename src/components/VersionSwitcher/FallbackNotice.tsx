/**
 * The notice at the top of the page a reader lands on when the version they
 * switched to lacks the page they were reading (versionEntries.ts adds
 * `?from=<that page>` to the link): it says so, names the product page they
 * got instead, and links back. When the version's page list could not be read
 * (`&unchecked=1`), it says that whether the page exists there is unknown.
 * Read after hydration, since the server renders the page without its query.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { productById, productOfPath } from '@site/src/data/products';
import { fallbackSource, fallbackUnchecked } from './versionEntries';
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
          description="Notice on a version's overview after a version switch that could not load that version's page list, so it could not tell whether the version has the page the reader was reading"
          values={{ version }}
        >
          {
            'The list of pages of {version} could not be loaded, so the switch could not check whether {version} has the page you were reading. This is the overview of {version}.'
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

/** The notice for the current page, when the reader arrived through a version fallback link. */
export default function VersionFallbackNotice(): ReactNode {
  const { label: version } = useDocsVersion();
  const { search, pathname } = useLocation();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  // The server renders no query: the notice appears once the page has hydrated.
  const isBrowser = useIsBrowser();
  const from = isBrowser ? fallbackSource(search, baseUrl) : null;
  if (!from) return null;
  const { product } = productOfPath(pathname);
  return (
    <FallbackNotice
      version={version}
      product={product ? productById(product).name : null}
      from={from}
      unchecked={fallbackUnchecked(search)}
    />
  );
}
