/**
 * The same page in other documentation versions, from paths alone: the
 * version a pathname belongs to (the one whose root is its longest prefix)
 * and, for each other version that has a page at the same path below its own
 * root, that page. Pure functions over the versions Docusaurus knows (its
 * global data: each version's root path and its docs' paths), so they serve
 * the 404 page and the version switcher alike.
 */

/** The parts of a Docusaurus docs version these functions read. */
export interface VersionWithDocs {
  name: string;
  label: string;
  /** The version's root, with base URL and locale: `/x`, `/x/v7`, `/x/zh/v7` (a trailing slash is allowed). */
  path: string;
  docs: readonly { path: string }[];
}

export interface SamePage<V extends VersionWithDocs = VersionWithDocs> {
  version: V;
  /** The page's path in that version. */
  path: string;
}

/** `/x/v7/grid?tab=1#sorting` → `/x/v7/grid/`: the path alone, ending with a slash as the site's URLs do. */
export function normalizePath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/, '');
  return path.endsWith('/') ? path : `${path}/`;
}

const root = (version: VersionWithDocs) => normalizePath(version.path);

/** The version whose root is the longest prefix of the path (`/x/v7/…` is v7's, `/x/react-charts/` the current one's). */
export function versionOfPath<V extends VersionWithDocs>(
  pathname: string,
  versions: readonly V[],
): V | undefined {
  const path = normalizePath(pathname);
  return versions
    .filter((version) => path.startsWith(root(version)))
    .sort((a, b) => root(b).length - root(a).length)[0];
}

/** The path below the version's root: `/x/v7/react-data-grid/editing/` in v7 → `react-data-grid/editing/`. */
export function pathWithinVersion(pathname: string, version: VersionWithDocs): string {
  return normalizePath(pathname).slice(root(version).length);
}

/** The page with the same path in `version`, when that version has one. */
export function samePageIn<V extends VersionWithDocs>(pathname: string, from: V, version: V): string | null {
  const target = `${root(version)}${pathWithinVersion(pathname, from)}`;
  return version.docs.some((doc) => normalizePath(doc.path) === target) ? target : null;
}

/**
 * The same page in every other version that has it, in the order of
 * `versions` (Docusaurus lists the current version first).
 */
export function samePageInOtherVersions<V extends VersionWithDocs>(
  pathname: string,
  versions: readonly V[],
): SamePage<V>[] {
  const from = versionOfPath(pathname, versions);
  if (!from) return [];
  return versions
    .filter((version) => version !== from)
    .map((version) => ({ version, path: samePageIn(pathname, from, version) }))
    .filter((entry): entry is SamePage<V> => entry.path !== null);
}
