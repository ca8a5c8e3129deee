/**
 * The documentation versions the site serves, as typed data. Docusaurus reads
 * `versions.json` for the archived majors; this module adds what the navbar
 * and the config need to show them.
 */
import archivedVersions from '../../versions.json';

/** Label of the docs in `docs/`, served at the site root. */
export const CURRENT_VERSION_LABEL = '8.0.0-alpha.1';

/**
 * How prose names a documentation version: by its major line, `v8` for the
 * current docs (labelled 8.0.0-alpha.1), `v7` for v7. A label that is no
 * version number is kept as it is.
 */
export function versionName(label: string): string {
  if (/^v\d+$/.test(label)) return label;
  const major = /^(\d+)\./.exec(label)?.[1];
  return major ? `v${major}` : label;
}

/** The current docs as prose names them: `v8`. */
export const CURRENT_VERSION_NAME = versionName(CURRENT_VERSION_LABEL);

export interface ArchivedVersion {
  /** Folder name in `versioned_docs/`, for example `7.x`. */
  name: string;
  /** Label shown in the switcher, for example `v7`. */
  label: string;
  /** URL segment under the base URL, for example `v7`. */
  path: string;
}

function toArchivedVersion(name: string): ArchivedVersion {
  const major = /^(\d+)\.x$/.exec(name);
  if (!major) {
    throw new Error(`versions.json: "${name}" is not of the form "<major>.x".`);
  }
  return { name, label: `v${major[1]}`, path: `v${major[1]}` };
}

export const ARCHIVED_VERSIONS: readonly ArchivedVersion[] = archivedVersions.map(toArchivedVersion);

/** One entry of the version switcher. */
export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

/** Every version the site serves, the current one first, as the switcher lists them. */
export const SITE_VERSIONS: readonly { name: string; label: string; path: string }[] = [
  { name: 'current', label: CURRENT_VERSION_LABEL, path: '' },
  ...ARCHIVED_VERSIONS,
];
