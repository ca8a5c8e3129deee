import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { PRODUCTS } from '@site/src/data/products';
import SamePageInOtherVersions from './SamePageInOtherVersions';
import styles from './styles.module.css';

/** Where a reader who hit a dead link most likely wanted to go. */
export default function NotFoundLinks(): ReactNode {
  return (
    <nav className={styles.links} aria-labelledby="not-found-links-title">
      <SamePageInOtherVersions />
      <h2 id="not-found-links-title" className={styles.title}>
        <Translate id="notFound.links.title">Try one of these pages</Translate>
      </h2>
      <ul>
        <li>
          <Link to="/">
            <Translate id="notFound.links.overview">MUI X overview</Translate>
          </Link>
        </li>
        {PRODUCTS.map((product) => (
          <li key={product.path}>
            <Link to={product.path}>{product.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
