import { createContext, useContext, useMemo, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Page props: the reader's language (default en) for the site's own lookups. */
export interface DocsContextValue {
  userLanguage: string;
}

const DocsContext = createContext<DocsContextValue | null>(null);

export function DocsProvider({ children }: { children: ReactNode }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const value = useMemo(() => ({ userLanguage: i18n.currentLocale || 'en' }), [i18n.currentLocale]);
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

export function useDocs(): DocsContextValue {
  const value = useContext(DocsContext);
  if (!value) {
    throw new Error(
      'useDocs() was called outside <DocsProvider>. Wrap the tree in it (src/theme/Root.tsx does).',
    );
  }
  return value;
}
