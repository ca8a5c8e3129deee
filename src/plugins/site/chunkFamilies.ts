/**
 * The chunk families of the site's JavaScript (chunks.ts says why): which npm
 * packages and site folders make each one. Pure data, also read in the
 * browser by the demo model (src/components/Demo/model.ts).
 */
import { LIVE_ARCHIVED_VERSIONS, type LiveArchivedVersion } from '../../data/versionPackages';

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

/** The family an npm package's modules belong to (`@mui/x-charts` → `mui-x-charts`), or null. */
export function familyOfPackage(name: string): string | null {
  const family = CHUNK_FAMILIES.find(({ packages = [] }) =>
    packages.some((entry) => entry === name || (!entry.includes('/') && name.startsWith(`${entry}/`))),
  );
  return family?.name ?? null;
}
