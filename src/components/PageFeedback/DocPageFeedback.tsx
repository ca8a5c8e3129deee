import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '.';
import { useSiteSettings } from '@site/src/data/siteSettings';
import { canonicalPagePath } from './payload';

/** The feedback prompt for the current doc page: page, version, language and endpoint from Docusaurus. */
export default function DocPageFeedback(): ReactNode {
  const { metadata } = useDoc();
  const version = useDocsVersion();
  const { siteConfig, i18n } = useDocusaurusContext();
  const { feedbackEndpoint } = useSiteSettings();
  const defaultBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? siteConfig.baseUrl;
  const page = canonicalPagePath(
    metadata.permalink,
    siteConfig.baseUrl,
    defaultBaseUrl,
    siteConfig.trailingSlash,
  );
  return (
    <PageFeedback
      key={page}
      page={page}
      version={version.label}
      language={i18n.currentLocale}
      endpoint={feedbackEndpoint ?? undefined}
    />
  );
}
