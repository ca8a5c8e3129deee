import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { searchIndexPath } from '@site/src/search/indexFormat';
import { productOfPath, type ProductId } from '@site/src/data/products';
import { SITE_VERSIONS, versionName } from '@site/src/data/versions';

export interface SearchScope {
  versionName: string;
  /** The version as pages name it: `v8`, `v7`. */
  versionLabel: string;
  /** URL of this version's index in the reader's language. */
  indexUrl: string;
  /** Product of the page the reader is on, ranked first. */
  currentProduct: ProductId | null;
}

/**
 * What a search covers: the version of the doc the reader is on (else the
 * one asked for, the preferred one, or the latest), in the reader's language.
 * A version asked for may be one another build part holds
 * (src/navigation/buildParts.ts): its index is a file like any other.
 */
export function useSearchScope(requestedVersion?: string | null): SearchScope {
  const versions = useVersions(undefined);
  const { activeVersion } = useActiveDocContext(undefined);
  const { preferredVersion } = useDocsPreferredVersion(undefined);
  const latest = useLatestVersion(undefined);
  const { pathname } = useLocation();
  const version =
    versions.find((candidate) => candidate.name === requestedVersion) ??
    SITE_VERSIONS.find((candidate) => candidate.name === requestedVersion) ??
    activeVersion ??
    preferredVersion ??
    latest;
  return {
    versionName: version.name,
    versionLabel: versionName(version.label),
    indexUrl: useBaseUrl(searchIndexPath(version.name)),
    currentProduct: productOfPath(pathname).product,
  };
}
