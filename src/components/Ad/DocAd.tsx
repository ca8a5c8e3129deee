import type { ReactNode } from 'react';
import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import AdBlock from './AdBlock';
import { pageAllowsAds, sidebarCustomPropsFor } from './adRules';

/** The ad slot of the current doc page, unless the page opts out or documents a Pro/Premium feature. */
export default function DocAd(): ReactNode {
  const { metadata, frontMatter } = useDoc();
  const sidebar = useDocsSidebar();
  const customProps = sidebarCustomPropsFor(sidebar?.items, metadata.permalink);
  if (!pageAllowsAds(frontMatter as Record<string, unknown>, customProps)) {
    return null;
  }
  return <AdBlock key={metadata.permalink} />;
}
