/**
 * Demos of an archived version import MUI X by its real names
 * (`@mui/x-data-grid`), as a reader's app of that version does, and run the
 * packages of that version, installed under npm aliases
 * (src/data/versionPackages.ts). One bundler rule per version does it:
 * `module.rules[].resolve.alias`, which applies to the requests of the modules
 * the rule matches:
 *
 * - the version's pages and demos (`versioned_docs/version-<name>/`, and the
 *   translated pages under `i18n/<locale>/docusaurus-plugin-content-docs/version-<name>/`,
 *   whose live-edit scope imports the packages);
 * - the aliased packages themselves, so that `@mui/x-data-grid-pro@7` asking
 *   for `@mui/x-data-grid` gets the one installed v7 grid, not the copy npm
 *   nests inside it: a demo never sees two instances of a package.
 *
 * Aliases point at the package folders, so a subpath (`@mui/x-data-grid/models`)
 * resolves inside the aliased package too.
 */
import { dirname, join } from 'node:path';
import { LIVE_ARCHIVED_VERSIONS, type LiveArchivedVersion } from '../../data/versionPackages';
import { escapeRegExp as escape } from '../../content/escapeRegExp';

const SEP = '[\\\\/]';

/** The folder an installed package lives in. */
export function packageDir(name: string, siteDir: string): string {
  try {
    return dirname(require.resolve(`${name}/package.json`, { paths: [siteDir] }));
  } catch {
    return join(siteDir, 'node_modules', name);
  }
}

/** Matches the absolute path of a module whose imports resolve to the version's packages. */
export function versionScope(version: LiveArchivedVersion, siteDir: string): RegExp {
  const docs = `${escape(`version-${version.name}`)}${SEP}`;
  const root = escape(siteDir).split('/').join(SEP);
  const pages = `^${root}${SEP}(?:versioned_docs|i18n${SEP}[^\\\\/]+${SEP}docusaurus-plugin-content-docs)${SEP}${docs}`;
  const packages = version.packages.map(
    (entry) => `${SEP}node_modules${SEP}${entry.alias.split('/').map(escape).join(SEP)}${SEP}`,
  );
  return new RegExp([pages, ...packages].join('|'));
}

/** A bundler rule that resolves some requests differently for the modules it matches. */
export interface AliasRule {
  test: RegExp;
  resolve: { alias: Record<string, string> };
}

/** One rule per live archived version: its real package names resolve to its aliased packages. */
export function versionAliasRules(
  siteDir: string,
  versions: readonly LiveArchivedVersion[] = LIVE_ARCHIVED_VERSIONS,
): AliasRule[] {
  return versions.map((version) => ({
    test: versionScope(version, siteDir),
    resolve: {
      alias: Object.fromEntries(
        version.packages.map((entry) => [entry.name, packageDir(entry.alias, siteDir)]),
      ),
    },
  }));
}
