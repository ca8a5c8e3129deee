/**
 * The MUI X packages the live demos of each documentation version run.
 *
 * The current version's demos import the packages installed under their own
 * names. An archived version with live demos has its packages installed next
 * to them under npm aliases named after the version's URL segment:
 * `"@mui/x-data-grid-v7": "npm:@mui/x-data-grid@7.29.13"` in package.json.
 * Its demos still import `@mui/x-data-grid`, as a reader's app of that version
 * does; the bundler (src/plugins/demos), the type-check
 * (`versioned_docs/version-<name>/tsconfig.json`), the chunk families
 * (src/plugins/site/chunks.ts), the sandboxes and the API generator all read
 * the mapping from here, so package.json is the one place that pins it.
 */
import packageJson from '../../package.json';
import { ARCHIVED_VERSIONS } from './versions';

/** A package of an archived version, installed under an npm alias. */
export interface AliasedPackage {
  /** The name demos import: `@mui/x-data-grid`. */
  name: string;
  /** The name it is installed under: `@mui/x-data-grid-v7`. */
  alias: string;
  /** The exact version installed: `7.29.13`. */
  version: string;
}

export interface LiveArchivedVersion {
  /** Version name, as in versions.json: `7.x`. */
  name: string;
  /** URL segment and alias suffix: `v7`. */
  path: string;
  /** The version's docs folder from the site root: `versioned_docs/version-7.x`. */
  docsDir: string;
  packages: AliasedPackage[];
}

const ALIAS_SPEC = /^npm:(@[^/@]+\/[^@]+|[^@]+)@(\d+\.\d+\.\d+)$/;

/**
 * The aliased packages of one version among package.json dependencies: every
 * `<name>-<versionPath>` entry whose spec is `npm:<name>@<exact version>`.
 */
export function aliasedPackages(
  dependencies: Readonly<Record<string, string>>,
  versionPath: string,
): AliasedPackage[] {
  const suffix = `-${versionPath}`;
  const found: AliasedPackage[] = [];
  for (const [alias, spec] of Object.entries(dependencies)) {
    if (!alias.endsWith(suffix)) continue;
    const match = ALIAS_SPEC.exec(spec);
    if (!match) continue;
    const [, name = '', version = ''] = match;
    if (`${name}${suffix}` !== alias) {
      throw new Error(
        `package.json: "${alias}" must alias "${alias.slice(0, -suffix.length)}", not "${name}".`,
      );
    }
    found.push({ name, alias, version });
  }
  return found.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The archived versions whose demos run their own packages (those with aliased packages installed). */
export const LIVE_ARCHIVED_VERSIONS: readonly LiveArchivedVersion[] = ARCHIVED_VERSIONS.map((version) => ({
  name: version.name,
  path: version.path,
  docsDir: `versioned_docs/version-${version.name}`,
  packages: aliasedPackages(packageJson.dependencies, version.path),
})).filter((version) => version.packages.length > 0);

/**
 * The live archived version a file belongs to, from its path relative to the
 * site root: a page or demo under `versioned_docs/version-<name>/`, or a
 * translated page under `i18n/<locale>/docusaurus-plugin-content-docs/version-<name>/`.
 */
export function liveVersionOfFile(
  relativePath: string,
  versions: readonly LiveArchivedVersion[] = LIVE_ARCHIVED_VERSIONS,
): LiveArchivedVersion | null {
  const path = relativePath.split('\\').join('/');
  const match = /^(?:versioned_docs|i18n\/[^/]+\/docusaurus-plugin-content-docs)\/version-([^/]+)\//.exec(
    path,
  );
  return (match && versions.find((version) => version.name === match[1])) || null;
}

/** The versions a sandbox pins for the version's packages (`{ '@mui/x-data-grid': '7.29.13', … }`). */
export function pinnedVersions(version: LiveArchivedVersion): Record<string, string> {
  return Object.fromEntries(version.packages.map((entry) => [entry.name, entry.version]));
}
