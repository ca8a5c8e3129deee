/**
 * The banner of an archived version, written anew rather than wrapped: the
 * theme's banner calls the current docs "the latest version" by their label,
 * 8.0.0-alpha.1, which reads as a version older than the packages the site
 * documents. This one names versions as the pages do (v7, v8: `versionName`)
 * and links to the same page in the current docs when it exists there. The
 * current docs are another build part (src/navigation/buildParts.ts): their
 * page list is read when the reader points at, focuses or touches the link,
 * and a click that comes first waits for it.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocVersionBanner';
import { CURRENT_VERSION_LABEL, versionName } from '@site/src/data/versions';
import { useSiteVersions, type SiteVersion } from '@site/src/components/VersionSwitcher/siteVersions';
import { usePartLink } from '@site/src/components/VersionSwitcher/usePartLink';

/** The current docs' page for a doc id: the same page when they have it, else their overview. */
function currentDocsPath(versions: readonly SiteVersion[], docId: string | undefined): string | null {
  const current = versions.find((version) => version.name === 'current');
  if (!current) return null;
  const same = docId ? current.docs.find((doc) => doc.id === docId) : undefined;
  const main = current.docs.find((doc) => doc.id === current.mainDocId);
  return (same ?? main)?.path ?? `${current.path}/`;
}

function Banner({ className }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const version = useDocsVersion();
  const docId = useActiveDocContext(undefined).activeDoc?.id;
  const { savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const { versions, intent, follow } = useSiteVersions();
  const partLink = usePartLink();
  const current = versions.find((candidate) => candidate.name === 'current');
  const target = currentDocsPath(versions, docId);
  const link = target ? partLink(target) : null;
  const values = { siteTitle: siteConfig.title, version: <b>{versionName(version.label)}</b> };
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="alert"
    >
      <div>
        {version.banner === 'unreleased' ? (
          <Translate id="versionBanner.unreleased" values={values}>
            {'This is unreleased documentation for {siteTitle} {version}.'}
          </Translate>
        ) : (
          <Translate id="versionBanner.unmaintained" values={values}>
            {'This is the documentation of {siteTitle} {version}, which is no longer maintained.'}
          </Translate>
        )}
      </div>
      {link && (
        <div className="margin-top--md">
          <Translate
            id="versionBanner.current"
            description="Second line of an archived version's banner; {link} is the link to the current docs (versionBanner.currentLink)"
            values={{
              link: (
                <b>
                  <Link
                    {...link}
                    {...intent}
                    onClick={(event) => {
                      // The current docs in the other build part: a page load, once their page list has come.
                      if (link.target && current) {
                        follow(
                          event,
                          current,
                          (loaded) => currentDocsPath(loaded, docId) ?? `${current.path}/`,
                        );
                      } else savePreferredVersionName('current');
                    }}
                  >
                    <Translate
                      id="versionBanner.currentLink"
                      description="The link to the current docs in an archived version's banner; {version} is v8"
                      values={{ version: versionName(CURRENT_VERSION_LABEL) }}
                    >
                      {'the {version} documentation'}
                    </Translate>
                  </Link>
                </b>
              ),
            }}
          >
            {'For up-to-date documentation, see {link}.'}
          </Translate>
        </div>
      )}
    </div>
  );
}

export default function DocVersionBanner(props: Props): ReactNode {
  const { banner } = useDocsVersion();
  return banner ? <Banner {...props} /> : null;
}
