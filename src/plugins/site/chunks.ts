/**
 * How the site's JavaScript is split into chunks, on top of Docusaurus's rules.
 *
 * Left to those rules, any module shared by half of all chunks lands in the
 * "common" chunk that every page loads, and the rest is cut into one chunk per
 * combination of pages using it. With hundreds of live demos and API pages,
 * MUI X and the API page component qualified for "common", so every plain page
 * paid for them, and the libraries were cut into thousands of chunks, many of
 * them copies of each other (and every chunk adds an entry to the runtime's
 * chunk table, which every page loads).
 *
 * Instead each family below is one chunk of its own, fetched only by the pages
 * (and, for demos, only by the demos that hydrate) that need it, and cached
 * from page to page.
 */
import type { Plugin } from '@docusaurus/types';
import { CHUNK_FAMILIES, type ChunkFamily } from './chunkFamilies';
import { splitArchivedApiPages } from './apiPageChunks';
import { escapeRegExp as escape } from '../../content/escapeRegExp';

export { archivedFamilies, CHUNK_FAMILIES, familyOfPackage, type ChunkFamily } from './chunkFamilies';

const SEP = '[\\\\/]';
const pathPart = (path: string) => path.split('/').map(escape).join(SEP);

/** Matches the absolute path of a module of the family. */
export function familyPattern(family: ChunkFamily, siteDir: string): RegExp {
  const alternatives = [
    ...(family.packages ?? []).map((name) => `${SEP}node_modules${SEP}${pathPart(name)}${SEP}`),
    ...(family.folders ?? []).map((folder) => `^${pathPart(`${siteDir}/${folder}`)}${SEP}`),
  ];
  return new RegExp(alternatives.join('|'));
}

type WebpackConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/** Above Docusaurus's "common" group (priority 40), below its single CSS file (50). */
const FAMILY_PRIORITY = 45;

/**
 * Adds one async cache group per family to the client build's split-chunks
 * rules, and the groups of the archived versions' API pages (apiPageChunks.ts).
 */
export function splitChunkFamilies(config: WebpackConfig, siteDir: string): void {
  const cacheGroups = config.optimization?.splitChunks
    ? config.optimization.splitChunks.cacheGroups
    : undefined;
  if (!cacheGroups) return;
  for (const family of CHUNK_FAMILIES) {
    cacheGroups[family.name] = {
      name: family.name,
      test: familyPattern(family, siteDir),
      chunks: 'async',
      enforce: true,
      priority: FAMILY_PRIORITY,
    };
  }
  splitArchivedApiPages(cacheGroups, siteDir, FAMILY_PRIORITY);
}
