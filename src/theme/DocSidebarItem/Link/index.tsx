/**
 * Ejected (not wrapped) because the plan/new/unstable/planned badges must sit
 * inside the link, next to its label, which a wrapper cannot reach.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem/Link';
import NavigationBadges from '@site/src/components/NavigationBadges';
import { readMarkers } from '@site/src/content/markers';
import styles from './styles.module.css';

export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index: _index,
  ...props
}: Props): ReactNode {
  const { href, label, className, autoAddBaseUrl, customProps } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}
    >
      <Link
        className={clsx('menu__link', styles.link, !isInternalLink && styles.external, {
          'menu__link--active': isActive,
        })}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && { onClick: onItemClick ? () => onItemClick(item) : undefined })}
        {...props}
      >
        <span className={styles.label}>{label}</span>
        <NavigationBadges markers={readMarkers(customProps)} />
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}
