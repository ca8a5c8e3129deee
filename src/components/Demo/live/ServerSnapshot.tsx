/**
 * The demo rendered on the server, as its snapshot. It waits for the demo's
 * module (`use`) and renders it in the site theme, in snapshot mode: sizes
 * the server cannot measure are given (MuiScope), and MUI's CSS variables come
 * from the page's head, once, rather than from every demo.
 *
 * Server build only: the browser build gets ServerSnapshot.browser.tsx in its
 * place (src/plugins/demos/index.ts), since the browser shows the snapshot
 * as the server sent it and never renders it.
 */
import { createElement, use, type ReactNode } from 'react';
import MuiScope from '@site/src/components/MuiScope';
import type { DemoLoader } from './loader';

export default function ServerSnapshot({ loader }: { loader: DemoLoader }): ReactNode {
  // The demo's own component, loaded once per build (loader.ts), not made here.
  const component = loader.loaded() ?? use(loader.load());
  return <MuiScope snapshot>{createElement(component)}</MuiScope>;
}
