import type { ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import LayoutProvider from '@theme/Layout/Provider';
import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import type { WrapperProps } from '@docusaurus/types';
import { SITE } from '@site/src/data/site';
import { usesStandardLayout } from '@site/src/routing/routeRules';

type Props = WrapperProps<typeof LayoutType>;

/** Asks the route rules whether the page gets the standard layout (not under /playground). */
export default function LayoutWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  if (!usesStandardLayout(pathname, SITE.baseUrl)) {
    return (
      <LayoutProvider>
        <PageMetadata title={props.title} description={props.description} />
        <main>{props.children}</main>
      </LayoutProvider>
    );
  }
  return <Layout {...props} />;
}
