import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { AdShape } from './adRules';
import styles from './styles.module.css';

export interface AdCardProps {
  shape: AdShape;
  href: string;
  /** Third-party links open in a new tab and are marked sponsored. */
  external: boolean;
  image: string;
  title: string;
  description: string;
  /** Small print naming who serves the ad. */
  byline: string;
  onClick: () => void;
}

/** One ad: a 130 × 100 image and two short texts, all plain text (never HTML). */
export default function AdCard({
  shape,
  href,
  external,
  image,
  title,
  description,
  byline,
  onClick,
}: AdCardProps): ReactNode {
  const linkProps = external
    ? { href, target: '_blank', rel: 'noopener noreferrer sponsored' }
    : { to: href };
  return (
    <Link
      {...linkProps}
      className={clsx(styles.card, shape === 'inline' ? styles.shapeInline : styles.shapeImage)}
      onClick={onClick}
      data-ad-card=""
    >
      <img className={styles.image} src={image} alt="" width={130} height={100} loading="lazy" />
      <span className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        <span className={styles.description}>{description}</span>
        <span className={styles.byline}>{byline}</span>
      </span>
    </Link>
  );
}
