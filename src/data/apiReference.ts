/**
 * Where the generated API reference of each documentation version lives, for
 * the generator (scripts/api/config.mjs), the content plugin that gives each
 * page its guide links, and the sidebars: the current version's models in
 * `src/data/api/`, an archived version's in `src/data/api-<name>/`
 * (`src/data/api-7.x/`), each with its `sidebar.json`.
 */
import { LIVE_ARCHIVED_VERSIONS } from './versionPackages';

/** The versions with a generated API reference: the current one and each archived version with its own packages. */
export const API_VERSIONS: readonly string[] = [
  'current',
  ...LIVE_ARCHIVED_VERSIONS.map((version) => version.name),
];

/** The folder of a version's API models, from the site root. */
export function apiDataDir(version: string): string {
  return version === 'current' ? 'src/data/api' : `src/data/api-${version}`;
}

/** The name of the generated data folder holding a version's "used in guides" lists (content plugin). */
export function apiGuidesFolder(version: string): string {
  return version === 'current' ? 'api-guides' : `api-guides-${version}`;
}
