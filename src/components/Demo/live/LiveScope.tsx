/**
 * What a live demo renders in: the MUI theme of the site (MuiScope) and an
 * error boundary. Loaded with the demo's own code, when the demo goes live, so a
 * page loads no MUI code before a demo needs it.
 */
import type { ReactNode } from 'react';
import MuiScope from '@site/src/components/MuiScope';
import type { LocalePack } from '@site/src/components/MuiScope/locales';
import DemoErrorBoundary from '../DemoErrorBoundary';

export interface LiveScopeProps {
  name: string;
  /** The component labels of the page's language. */
  locale: LocalePack;
  children: ReactNode;
}

export default function LiveScope({ name, locale, children }: LiveScopeProps): ReactNode {
  return (
    <DemoErrorBoundary name={name}>
      <MuiScope locale={locale}>{children}</MuiScope>
    </DemoErrorBoundary>
  );
}
