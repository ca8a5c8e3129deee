/**
 * The banner of an archived version, written anew rather than wrapped: the
 * theme's banner calls the current docs "the latest version" by their label,
 * 8.0.0-alpha.1, which reads as a version older than the packages the site
 * documents. This one names versions as the pages do (v7, v8: `versionName`)
 * and links to the same page in the current docs when it exists there.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocVersionBanner';
import { versionName } from '@site/src/data/versions';

function Banner({ className }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const version = useDocsVersion();
  const { savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(undefined);
  const target =
    latestDocSuggestion ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId);
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
      {target && (
        <div className="margin-top--md">
          <Translate
            id="versionBanner.current"
            description="Second line of an archived version's banner; {link} is the link to the current docs (versionBanner.currentLink)"
            values={{
              link: (
                <b>
                  <Link
                    to={target.path}
                    onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}
                  >
                    <Translate
                      id="versionBanner.currentLink"
                      description="The link to the current docs in an archived version's banner; {version} is v8"
                      values={{ version: versionName(latestVersionSuggestion.label) }}
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
