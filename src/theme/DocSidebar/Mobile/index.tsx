/**
 * Wrapped: on a phone the page's sidebar is handed to the phone menu (its
 * second level) by a component that renders nothing itself, but its first
 * render is the page's first string comparison, and the browser loads its
 * collation data then: a long task in the pass right after hydration. Here it
 * renders a moment later, in a transition (useAfterHydration); the menu is
 * closed on load, and it shows the sidebar once the reader opens it.
 */
import type { ReactNode } from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar/Mobile';
import { useAfterHydration } from '@site/src/hydration/afterHydration';

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  return useAfterHydration() ? <DocSidebarMobile {...props} /> : null;
}
