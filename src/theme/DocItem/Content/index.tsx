import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/DocItem/Content';
import DocAd from '@site/src/components/Ad/DocAd';
import TranslationNotice from '@site/src/components/TranslationNotice';
import DocPageMarkdown from '@site/src/components/PageMarkdown';
import VersionFallbackNotice from '@site/src/components/VersionSwitcher/FallbackNotice';

/**
 * Ejected (a wrapper cannot reach inside): the page's ad slot goes between the
 * title and the lead paragraph, so from the lg breakpoint it floats beside the
 * lead paragraph (src/components/Ad/styles.module.css) and on narrow screens it
 * sits right above it; the page's "Copy page" and "View as Markdown" actions
 * (src/components/PageMarkdown) sit between the title and the ad. In a
 * translated build, a page that may be outdated or has no translation yet
 * starts with a notice (TranslationNotice), and so does a page a reader
 * reached by switching from a page that this version lacks
 * (VersionFallbackNotice). Otherwise identical to the original: the
 * front-matter title is rendered unless the content has its own h1 or
 * `hide_title` is set.
 */
export default function DocItemContent({ children }: Props): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <TranslationNotice />
      <VersionFallbackNotice />
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <DocPageMarkdown />
      <DocAd />
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
