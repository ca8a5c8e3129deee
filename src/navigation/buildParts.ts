/**
 * The site is built in two parts, merged into one folder (scripts/buildSite.ts):
 *
 * - `current`: the current version's docs, the home, search and playground pages;
 * - `archive`: the archived versions (`versions.json`), served under `/x/v7/`…
 *
 * Docusaurus ships every route of a build to every page of it, so a v8 page
 * of one build holding every version would load the route table of v7's 367
 * pages too. Two builds keep each part's pages to its own routes. A page of
 * one part reaches the other part's docs by a full page load: a
 * `pathname://` link (Docusaurus's documented escape from client routing,
 * and from its broken-link check of the build, which the site check of the
 * merged folder makes instead: scripts/siteCheck).
 *
 * `all` builds every version in one: the dev server's `--all-versions` and a
 * plain `docusaurus build`.
 */
import { ARCHIVED_VERSIONS } from '../data/versions';

export type BuildPart = 'current' | 'archive' | 'all';

/** The parts a full build runs, in order, and merges. */
export const MERGED_PARTS = ['current', 'archive'] as const satisfies readonly BuildPart[];

/** The environment variable that selects the part of a `docusaurus build` or `start`. */
export const BUILD_PART_ENV = 'DOCS_PART';

export function parseBuildPart(value: string | undefined): BuildPart {
  if (value === undefined || value === '') return 'all';
  if (value === 'current' || value === 'archive' || value === 'all') return value;
  throw new Error(`${BUILD_PART_ENV}="${value}" is not a build part: use current, archive or all.`);
}

/** The docs versions a part builds (Docusaurus's `onlyIncludeVersions`); undefined for every version. */
export function versionsOfPart(part: BuildPart): string[] | undefined {
  if (part === 'current') return ['current'];
  if (part === 'archive') return ARCHIVED_VERSIONS.map((version) => version.name);
  return undefined;
}

/** The part whose build holds a version. */
export function partOfVersion(versionName: string): Exclude<BuildPart, 'all'> {
  return ARCHIVED_VERSIONS.some((version) => version.name === versionName) ? 'archive' : 'current';
}

/**
 * The part whose docs a path belongs to: an archived version's root
 * (`/x/v7/…`, `/x/zh/v7/…`) is the archive's, every other path the current
 * part's. `baseUrl` is the locale's base URL (`/x/`, `/x/zh/`).
 */
export function partOfPath(pathname: string, baseUrl: string): Exclude<BuildPart, 'all'> {
  if (!pathname.startsWith(baseUrl)) return 'current';
  const [segment] = pathname.slice(baseUrl.length).split(/[/?#]/);
  return ARCHIVED_VERSIONS.some((version) => version.path === segment) ? 'archive' : 'current';
}

/**
 * A link target for a page of `part` to a docs path: unchanged when the same
 * build serves it, else a `pathname://` link, which the Link component loads
 * as a new page (open it with `target="_self"`).
 */
export function linkAcrossParts(part: BuildPart, path: string, baseUrl: string): string {
  if (part === 'all' || partOfPath(path, baseUrl) === part) return path;
  return `pathname://${path}`;
}
