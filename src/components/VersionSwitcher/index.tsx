import type { MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
} from '@docusaurus/plugin-content-docs/client';
import { useHistorySelector } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { getVersionEntries } from './versionEntries';
import { useHydrationSafeVersion } from './useHydrationSafeVersion';
import { useSiteVersions, type SiteVersion } from './siteVersions';
import { usePartLink } from './usePartLink';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

function EntryLabel({ text, current }: { text: string; current: boolean }): ReactNode {
  return (
    <span className={styles.entry}>
      <span>{text}</span>
      {current && (
        <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}

/** The same doc (by id) in each listed version: where a switch keeps the reader on their page. */
function samePages(
  versions: readonly SiteVersion[],
  docId: string | undefined,
): Record<string, string | undefined> {
  if (!docId) return {};
  return Object.fromEntries(
    versions.map((version) => [version.name, version.docs.find((doc) => doc.id === docId)?.path]),
  );
}

/**
 * Navbar version switcher: `{text, href, current}` entries, the current one
 * checked. The versions of the other build part are listed from their index,
 * read as soon as the reader points at, focuses or touches the switcher; an
 * entry chosen before its index has arrived waits for it, then loads the page.
 */
export default function VersionSwitcher({ mobile, position }: Props): ReactNode {
  const { versions, intent, follow } = useSiteVersions();
  const partLink = usePartLink();
  const activeDocContext = useActiveDocContext(undefined);
  const { savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const [displayed] = useDocsVersionCandidates(undefined);
  const suffix = useHistorySelector((history) => `${history.location.search}${history.location.hash}`);
  const pathname = useHistorySelector((history) => history.location.pathname);

  const docId = activeDocContext.activeDoc?.id;
  const activeName = useHydrationSafeVersion(
    activeDocContext.activeVersion?.name ?? displayed?.name,
    Boolean(activeDocContext.activeDoc),
  );
  // From a doc page, a version without it leads to the product's page there, with a notice (FallbackNotice.tsx).
  const fromPath = activeDocContext.activeDoc ? pathname : undefined;
  const entriesOf = (list: readonly SiteVersion[]) =>
    getVersionEntries(list, activeName, samePages(list, docId), { suffix, fromPath });
  const entries = entriesOf(versions);
  const currentEntry = entries.find((entry) => entry.current) ?? entries[0];

  const items = entries.map((entry, index) => {
    const version = versions[index];
    const link = partLink(entry.href);
    return {
      label: <EntryLabel text={entry.text} current={entry.current} />,
      ...link,
      'aria-current': entry.current ? ('true' as const) : undefined,
      isActive: () => entry.current,
      onClick: (event: MouseEvent) => {
        if (!version) return;
        // Another part's version: a page load, once its index has come, so the switch can keep the page.
        if (link.target) follow(event, version, (loaded) => entriesOf(loaded)[index]?.href ?? entry.href);
        else savePreferredVersionName(version.name);
      },
    };
  });

  const label = mobile
    ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' })
    : (currentEntry?.text ?? '');

  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      label={label}
      items={items}
      className={clsx(styles.switcher, 'version-switcher')}
      {...intent}
      aria-label={translate(
        { id: 'versionSwitcher.ariaLabel', message: 'Documentation version: {version}' },
        { version: currentEntry?.text ?? '' },
      )}
    />
  );
}
