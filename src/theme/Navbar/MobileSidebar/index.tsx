/**
 * Wrapped: the phone menu (every navbar item in its phone form, and the page's
 * sidebar as its second level) renders on phones as soon as the window size is
 * known, in the synchronous pass right after hydration, although the menu is
 * closed. Here it renders a moment later, in a transition (useAfterHydration),
 * or at once if the reader opens it first.
 */
import type { ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
// The menu's open state has no public hook; theme-common's internal entry is the one the theme's
// own components use. An upgrade that changes it fails the type-check, not the reader.
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useAfterHydration } from '@site/src/hydration/afterHydration';

export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const after = useAfterHydration();
  return after || shown ? <MobileSidebar /> : null;
}
