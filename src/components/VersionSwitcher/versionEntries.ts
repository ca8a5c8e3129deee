import type { VersionEntry } from '@site/src/data/versions';

/** The parts of a Docusaurus docs version the switcher reads. */
export interface SwitchableVersion {
  name: string;
  label: string;
  mainDocId: string;
  docs: readonly { id: string; path: string }[];
}

/**
 * One entry per version. The href keeps the reader on the same page when the
 * target version has it, and otherwise goes to that version's overview.
 */
export function getVersionEntries(
  versions: readonly SwitchableVersion[],
  activeVersionName: string | undefined,
  alternateDocPaths: Readonly<Record<string, string | undefined>>,
  suffix = '',
): VersionEntry[] {
  return versions.map((version) => {
    const sameDoc = alternateDocPaths[version.name];
    const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
    const href = sameDoc ? `${sameDoc}${suffix}` : (mainDoc?.path ?? '/');
    return { text: version.label, href, current: version.name === activeVersionName };
  });
}
