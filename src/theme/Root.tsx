import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useAppliedDirection } from '@site/src/preferences/direction';

/**
 * Providers shared by every page are composed here. The <Head> comes after the
 * children so that its `dir` wins over the locale default Docusaurus sets.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const direction = useAppliedDirection();
  return (
    <>
      {children}
      <Head htmlAttributes={{ dir: direction }}>{null}</Head>
    </>
  );
}
