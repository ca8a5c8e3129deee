import type { ReactNode } from 'react';
import clsx from 'clsx';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { useHistorySelector } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { getVersionEntries } from './versionEntries';
import { useHydrationSafeVersion } from './useHydrationSafeVersion';
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

/** Navbar version switcher: `{text, href, current}` entries, the current one checked. */
export default function VersionSwitcher({ mobile, position }: Props): ReactNode {
  const versions = useVersions(undefined);
  const activeDocContext = useActiveDocContext(undefined);
  const { savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const [displayed] = useDocsVersionCandidates(undefined);
  const suffix = useHistorySelector((history) => `${history.location.search}${history.location.hash}`);
  const pathname = useHistorySelector((history) => history.location.pathname);

  const alternatePaths = Object.fromEntries(
    Object.entries(activeDocContext.alternateDocVersions).map(([name, doc]) => [name, doc.path]),
  );
  const activeName = useHydrationSafeVersion(
    activeDocContext.activeVersion?.name ?? displayed?.name,
    Boolean(activeDocContext.activeDoc),
  );
  // From a doc page, a version without it leads to the product's page there, with a notice (FallbackNotice.tsx).
  const fromPath = activeDocContext.activeDoc ? pathname : undefined;
  const entries = getVersionEntries(versions, activeName, alternatePaths, { suffix, fromPath });
  const currentEntry = entries.find((entry) => entry.current) ?? entries[0];

  const items = entries.map((entry, index) => ({
    label: <EntryLabel text={entry.text} current={entry.current} />,
    to: entry.href,
    'aria-current': entry.current ? ('true' as const) : undefined,
    isActive: () => entry.current,
    onClick: () => {
      const version = versions[index];
      if (version) savePreferredVersionName(version.name);
    },
  }));

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
      aria-label={translate(
        { id: 'versionSwitcher.ariaLabel', message: 'Documentation version: {version}' },
        { version: currentEntry?.text ?? '' },
      )}
    />
  );
}
