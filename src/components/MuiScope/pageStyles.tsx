/**
 * One set of emotion caches per page the server renders, shared by the MUI
 * scopes of that page (MuiScope): a style that two demos of a page use is
 * written into the page's HTML once, by the first demo, instead of once per
 * demo. A cache shared by the whole build would write a style only into the
 * first page that uses it, so it lives here, created with each page's render.
 *
 * Root provides it; it holds nothing but a map, so plain pages load no emotion
 * for it. In the browser MuiScope does not use it (it has its own caches).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';

export type PageStyleCaches = Map<string, unknown>;

const PageStyles = createContext<PageStyleCaches | null>(null);

export function PageStylesProvider({ children }: { children: ReactNode }): ReactNode {
  const [caches] = useState<PageStyleCaches>(() => new Map());
  return <PageStyles.Provider value={caches}>{children}</PageStyles.Provider>;
}

/** The page's style caches; null outside PageStylesProvider (tests, the playground's own tree). */
export function usePageStyleCaches(): PageStyleCaches | null {
  return useContext(PageStyles);
}
