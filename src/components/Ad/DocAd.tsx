import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { pageAllowsAds } from '@site/src/content/markers';
import AdBlock from './AdBlock';

/** The ad slot of the current doc page, unless the page opts out or documents a Pro/Premium feature. */
export default function DocAd(): ReactNode {
  const { metadata, frontMatter } = useDoc();
  if (!pageAllowsAds(frontMatter as Record<string, unknown>)) {
    return null;
  }
  return <AdBlock key={metadata.permalink} />;
}
