import { useEffect, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { versionName } from '@site/src/data/versions';
import { samePageInOtherVersions } from '@site/src/navigation/versionPaths';
import { useSiteVersions } from '@site/src/components/VersionSwitcher/siteVersions';
import { usePartLink } from '@site/src/components/VersionSwitcher/usePartLink';
import styles from './styles.module.css';

/**
 * On the 404 page: the page the reader asked for, in the other versions that
 * have it (`/x/v7/react-data-grid/editing/` → the current version's editing
 * page). The server renders the 404 page once for every missing address, so
 * the links appear once the page has hydrated and knows its address, and has
 * read the page lists of the versions another build part holds.
 */
export default function SamePageInOtherVersions(): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const { versions, request } = useSiteVersions();
  const partLink = usePartLink();
  useEffect(() => {
    void request();
  }, [request]);
  const found = isBrowser ? samePageInOtherVersions(pathname, versions) : [];
  if (found.length === 0) return null;
  return (
    <section className={styles.otherVersions} aria-labelledby="not-found-other-versions-title">
      <h2 id="not-found-other-versions-title" className={styles.title}>
        <Translate id="notFound.otherVersions.title">This page exists in another version</Translate>
      </h2>
      <ul>
        {found.map(({ version, path }) => (
          <li key={version.name}>
            <Link {...partLink(path)} data-same-page-version={version.name}>
              <Translate
                id="notFound.otherVersions.link"
                description="Link on the 404 page to the same address in another docs version; {version} is v8, v7…"
                values={{ version: versionName(version.label), path }}
              >
                {'{path} in {version}'}
              </Translate>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
