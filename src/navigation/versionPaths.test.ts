import {
  normalizePath,
  pathWithinVersion,
  samePageIn,
  samePageInOtherVersions,
  versionOfPath,
  type VersionWithDocs,
} from './versionPaths';

function version(name: string, label: string, path: string, pages: string[]): VersionWithDocs {
  return { name, label, path, docs: pages.map((page) => ({ path: `${path.replace(/\/$/, '')}/${page}` })) };
}

// As Docusaurus lists them: the current version first, at the base URL.
const versions = [
  version('current', '8.0.0-alpha.1', '/x/', [
    '',
    'react-data-grid/',
    'react-data-grid/editing/',
    'react-charts/',
  ]),
  version('7.x', 'v7', '/x/v7', ['', 'react-data-grid/', 'react-data-grid/row-grouping/']),
  version('6.x', 'v6', '/x/v6', ['', 'react-data-grid/', 'react-data-grid/editing/']),
];
const [current, v7, v6] = versions as [VersionWithDocs, VersionWithDocs, VersionWithDocs];

it('normalizes a path as the site writes its URLs', () => {
  expect(normalizePath('/x/v7/react-data-grid/editing')).toBe('/x/v7/react-data-grid/editing/');
  expect(normalizePath('/x/react-charts/?tab=api#axes')).toBe('/x/react-charts/');
});

it('finds the version a path belongs to by its longest root', () => {
  expect(versionOfPath('/x/v7/react-data-grid/editing/', versions)).toBe(v7);
  expect(versionOfPath('/x/react-data-grid/editing', versions)).toBe(current);
  // `v70` is not under `/x/v7/`.
  expect(versionOfPath('/x/v70/grid/', versions)).toBe(current);
  expect(versionOfPath('/elsewhere/', versions)).toBeUndefined();
  expect(pathWithinVersion('/x/v6/react-data-grid/editing', v6)).toBe('react-data-grid/editing/');
});

it('offers the same path in every other version that has the page', () => {
  expect(samePageInOtherVersions('/x/v7/react-data-grid/editing/', versions)).toEqual([
    { version: current, path: '/x/react-data-grid/editing/' },
    { version: v6, path: '/x/v6/react-data-grid/editing/' },
  ]);
  expect(samePageInOtherVersions('/x/react-data-grid/row-grouping', versions)).toEqual([
    { version: v7, path: '/x/v7/react-data-grid/row-grouping/' },
  ]);
  expect(samePageInOtherVersions('/x/v6/react-charts/', versions)).toEqual([
    { version: current, path: '/x/react-charts/' },
  ]);
  expect(samePageInOtherVersions('/x/v7/no-such-page/', versions)).toEqual([]);
  expect(samePageInOtherVersions('/elsewhere/', versions)).toEqual([]);
});

it('works under a locale prefix, whose versions carry it in their roots', () => {
  const zh = [
    version('current', '8.0.0-alpha.1', '/x/zh/', ['react-data-grid/editing/']),
    version('7.x', 'v7', '/x/zh/v7/', ['react-data-grid/']),
  ];
  expect(samePageInOtherVersions('/x/zh/v7/react-data-grid/editing/', zh)).toEqual([
    { version: zh[0], path: '/x/zh/react-data-grid/editing/' },
  ]);
  expect(samePageIn('/x/zh/react-data-grid/', zh[0] as VersionWithDocs, zh[1] as VersionWithDocs)).toBe(
    '/x/zh/v7/react-data-grid/',
  );
});
