import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { SITE } from '@site/src/data/site';

/** Navbar icon link to the source repository, with a translated accessible name. */
export default function RepositoryLink({ mobile }: { mobile?: boolean }): ReactNode {
  const label = translate({ id: 'navbar.repositoryLink', message: 'Source code on GitHub' });
  return (
    <a
      href={SITE.repositoryUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', 'header-github-link')}
    />
  );
}
