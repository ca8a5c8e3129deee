import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { SITE } from '@site/src/data/site';

/** Navbar icon link to the source repository, with a translated accessible name. */
export default function RepositoryLink({ mobile }: { mobile?: boolean }): ReactNode {
  const label = translate({ id: 'navbar.repositoryLink', message: 'Source code on GitHub' });
  if (mobile) {
    return (
      <li className="menu__list-item">
        <a
          href={SITE.repositoryUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="menu__link header-github-menu-link"
        >
          {label}
        </a>
      </li>
    );
  }
  return (
    <a
      href={SITE.repositoryUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className="navbar__item navbar__link header-github-link"
    />
  );
}
