import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import Paginator from '@theme-original/DocItem/Paginator';
import DocPageFeedback from '@site/src/components/PageFeedback/DocPageFeedback';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

/** One page footer: the feedback prompt, "Edit this page" (the original footer), then previous/next. */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <div className={styles.pageFooter}>
      <DocPageFeedback />
      <Footer {...props} />
      <Paginator />
    </div>
  );
}
