import type { ReactNode } from 'react';
import { AdProvider } from '@site/src/components/Ad/AdProvider';
import { DocsProvider } from '@site/src/components/DocsProvider';
import { PreferencesProvider } from '@site/src/preferences/PreferencesProvider';

/** Every app-wide provider, composed once. */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <DocsProvider>
      <PreferencesProvider>
        <AdProvider>{children}</AdProvider>
      </PreferencesProvider>
    </DocsProvider>
  );
}
