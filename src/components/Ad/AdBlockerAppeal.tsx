import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Shown to some readers who block ads: a short, polite request. */
export default function AdBlockerAppeal(): ReactNode {
  return (
    <div className={styles.appeal} data-ad-appeal="">
      <strong className={styles.title}>
        <Translate id="ad.appeal.title">A small request</Translate>
      </strong>
      <span className={styles.description}>
        <Translate id="ad.appeal.message">
          One quiet ad on each page helps keep these docs free. If you find them useful, please consider
          allowing ads on this site. Thank you!
        </Translate>
      </span>
    </div>
  );
}
