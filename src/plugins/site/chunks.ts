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
import { LIVE_ARCHIVED_VERSIONS, type LiveArchivedVersion } from '../../data/versionPackages';
import { splitArchivedApiPages } from './apiPageChunks';

export interface ChunkFamily {
  name: string;
  /** npm packages whose modules belong to the family (a scope such as `@emotion` stands for all of it). */
  packages?: readonly string[];
  /** Folders of the site whose modules belong to it, from the site root. */
  folders?: readonly string[];
}

const D3_PACKAGES = [
  'd3-array',
  'd3-color',
  'd3-format',
  'd3-interpolate',
  'd3-path',
  'd3-scale',
  'd3-shape',
  'd3-time',
  'd3-time-format',
  'd3-timer',
  'internmap',
  'flatqueue',
];

/** Packages of an archived version that every product of it uses: one family, `mui-x-base-<version>`. */
const ARCHIVED_SHARED = ['@mui/x-internals', '@mui/x-license'];
/** Packages of an archived version that go with a product package. */
const ARCHIVED_COMPANIONS: Readonly<Record<string, string>> = { '@mui/x-charts-vendor': '@mui/x-charts' };

/**
 * The families of the archived versions' packages (src/data/versionPackages.ts):
 * one per product package, named like the current one with the version
 * (`mui-x-data-grid-v7`), and their shared packages. Their modules never land
 * in a family of the current version, and the other way round: a page of one
 * version fetches no MUI X component code of another. (`mui-base` holds the
 * current version's licence holder, which MuiScope sets the key on for every
 * version, with the two small packages it imports.)
 */
export function archivedFamilies(versions: readonly LiveArchivedVersion[]): ChunkFamily[] {
  return versions.flatMap((version) => {
    const aliasOf = (name: string) => version.packages.find((entry) => entry.name === name)?.alias;
    const shared = ARCHIVED_SHARED.map(aliasOf).filter((alias): alias is string => Boolean(alias));
    const products = version.packages.filter(
      (entry) => !ARCHIVED_SHARED.includes(entry.name) && !(entry.name in ARCHIVED_COMPANIONS),
    );
    return [
      ...(shared.length > 0 ? [{ name: `mui-x-base-${version.path}`, packages: shared }] : []),
      ...products.map((entry) => ({
        name: `${entry.name.replace(/^@/, '').replace('/', '-')}-${version.path}`,
        packages: [
          entry.alias,
          ...Object.entries(ARCHIVED_COMPANIONS)
            .filter(([, owner]) => owner === entry.name)
            .map(([companion]) => aliasOf(companion))
            .filter((alias): alias is string => Boolean(alias)),
        ],
      })),
    ];
  });
}

export const CHUNK_FAMILIES: readonly ChunkFamily[] = [
  {
    name: 'mui-base',
    packages: [
      '@mui/material',
      '@mui/system',
      '@mui/utils',
      '@mui/private-theming',
      '@mui/styled-engine',
      // The current version's packages that every product (and MuiScope's licence key) uses.
      '@mui/x-internals',
      '@mui/x-license',
      '@mui/x-telemetry',
      '@mui/core-downloads-tracker',
      '@floating-ui',
      '@emotion',
      '@popperjs',
      '@babel/runtime',
      'react-transition-group',
      'dom-helpers',
      'hoist-non-react-statics',
      'react-is',
      'prop-types',
      'stylis',
      'stylis-plugin-rtl',
      'reselect',
      'use-sync-external-store',
    ],
  },
  // Helpers of one product go with it, not with the base every demo page (of any version) loads.
  { name: 'mui-x-data-grid', packages: ['@mui/x-data-grid', '@mui/x-virtualizer'] },
  { name: 'mui-x-data-grid-pro', packages: ['@mui/x-data-grid-pro'] },
  { name: 'mui-x-data-grid-premium', packages: ['@mui/x-data-grid-premium'] },
  { name: 'mui-x-date-pickers', packages: ['@mui/x-date-pickers'] },
  // The pickers of every version use the same Day.js: its own chunk, so a v7 page never loads the v8 pickers for it.
  { name: 'dayjs', packages: ['dayjs'] },
  { name: 'mui-x-date-pickers-pro', packages: ['@mui/x-date-pickers-pro'] },
  {
    name: 'mui-x-charts',
    packages: [
      '@mui/x-charts',
      '@mui/x-charts-vendor',
      '@mui/x-internal-gestures',
      'bezier-easing',
      ...D3_PACKAGES,
    ],
  },
  { name: 'mui-x-charts-pro', packages: ['@mui/x-charts-pro'] },
  { name: 'mui-x-tree-view', packages: ['@mui/x-tree-view', '@base-ui/utils'] },
  { name: 'mui-x-tree-view-pro', packages: ['@mui/x-tree-view-pro'] },
  { name: 'api-page', folders: ['src/components/ApiPage'] },
  ...archivedFamilies(LIVE_ARCHIVED_VERSIONS),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

/** The family an npm package's modules belong to (`@mui/x-charts` → `mui-x-charts`), or null. */
export function familyOfPackage(name: string): string | null {
  const family = CHUNK_FAMILIES.find(({ packages = [] }) =>
    packages.some((entry) => entry === name || (!entry.includes('/') && name.startsWith(`${entry}/`))),
  );
  return family?.name ?? null;
}
