import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import DocAd from '@site/src/components/Ad/DocAd';

type Props = WrapperProps<typeof ContentType>;

/** The page's ad slot at the top of the content, right above the title and lead paragraph. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <DocAd />
      <Content {...props} />
    </>
  );
}
