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
import { loadLocalePack } from '@site/src/components/MuiScope/locales';
import type { DemoModel } from '../model';
import type { DemoLoader } from './loader';

interface Props {
  loader: DemoLoader;
  model: DemoModel;
  /** The page's language: its component labels are in the snapshot too. */
  siteLocale: string;
}

export default function ServerSnapshot({ loader, model, siteLocale }: Props): ReactNode {
  // The demo's own component, loaded once per build (loader.ts), not made here.
  const component = loader.loaded() ?? use(loader.load());
  const locale = use(loadLocalePack(siteLocale, model));
  return (
    <MuiScope snapshot locale={locale}>
      {createElement(component)}
    </MuiScope>
  );
}
