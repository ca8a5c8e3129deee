import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { SearchResult } from '@site/src/search/query';
import { productById } from '@site/src/data/products';
import Highlighted from './Highlighted';
import styles from './styles.module.css';

/** One result: page title › section, product and API labels, excerpt with the matches marked. */
export default function ResultSummary({ result }: { result: SearchResult }): ReactNode {
  return (
    <span className={styles.result}>
      <span className={styles.resultTitle}>
        <Highlighted value={result.title} />
        {result.heading && (
          <>
            <span className={styles.separator} aria-hidden="true">
              ›
            </span>
            <Highlighted value={result.heading} />
          </>
        )}
      </span>
      <span className={styles.labels}>
        {result.product && <span className={styles.product}>{productById(result.product).name}</span>}
        {result.api && (
          <span className={styles.api} data-api-label="true">
            {translate({ id: 'search.result.api', message: 'API' })}
          </span>
        )}
      </span>
      {result.excerpt.text && (
        <span className={styles.excerpt}>
          <Highlighted value={result.excerpt} />
        </span>
      )}
    </span>
  );
}
