import type { ReactNode } from 'react';
import { AdProvider } from '@site/src/components/Ad/AdProvider';
import { DocsProvider } from '@site/src/components/DocsProvider';
import { PreferencesProvider } from '@site/src/preferences/PreferencesProvider';
import { useUserPropertiesReporting } from '@site/src/analytics/userProperties';
import { usePageHydrated } from '@site/src/hydration/serverPage';
import { PageStylesProvider } from '@site/src/components/MuiScope/pageStyles';

/** Analytics reads the reader's preferences from the provider, not from storage. */
function UserPropertiesReporter(): null {
  useUserPropertiesReporting();
  return null;
}

/** Every app-wide provider, composed once. */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  usePageHydrated();
  return (
    <PageStylesProvider>
      <DocsProvider>
        <PreferencesProvider>
          <UserPropertiesReporter />
          <AdProvider>{children}</AdProvider>
        </PreferencesProvider>
      </DocsProvider>
    </PageStylesProvider>
  );
}
