import type { ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import LayoutProvider from '@theme/Layout/Provider';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { useSiteSettings } from '@site/src/data/siteSettings';
import { PageMetadata } from '@docusaurus/theme-common';
import type { WrapperProps } from '@docusaurus/types';
import { SITE } from '@site/src/data/site';
import { usesStandardLayout } from '@site/src/routing/routeRules';
import { extraFontStylesheets } from '@site/src/routing/pageFonts';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Asks the route rules two things: whether the page gets the standard layout
 * (not under /playground) and which extra font stylesheets it needs (the
 * onepirate demo's, only when a font host is configured).
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const fontHost = useSiteSettings().webFontStylesheetHost ?? '';
  const stylesheets = extraFontStylesheets(pathname, fontHost, SITE.baseUrl);
  const fonts =
    stylesheets.length > 0 ? (
      <Head>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </Head>
    ) : null;
  if (!usesStandardLayout(pathname, SITE.baseUrl)) {
    return (
      <LayoutProvider>
        <PageMetadata title={props.title} description={props.description} />
        {fonts}
        <main>{props.children}</main>
      </LayoutProvider>
    );
  }
  return (
    <>
      {fonts}
      <Layout {...props} />
    </>
  );
}
