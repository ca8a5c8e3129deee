import packageJson from '@site/package.json';
import { packageVersionRows } from './packageVersions';

it('lists every MUI X package the site installs with its exact version from package.json', () => {
  const rows = packageVersionRows(packageJson.dependencies);
  expect(rows.map((row) => row.name)).toEqual([
    '@mui/x-data-grid',
    '@mui/x-data-grid-pro',
    '@mui/x-data-grid-premium',
    '@mui/x-date-pickers',
    '@mui/x-date-pickers-pro',
    '@mui/x-charts',
    '@mui/x-charts-pro',
    '@mui/x-tree-view',
    '@mui/x-tree-view-pro',
    '@mui/x-license',
  ]);
  for (const row of rows) {
    expect(row.version).toBe(packageJson.dependencies[row.name as keyof typeof packageJson.dependencies]);
  }
  expect(rows[0]).toEqual({
    product: 'Data Grid',
    name: '@mui/x-data-grid',
    version: expect.stringMatching(/^8\./),
  });
});

it('refuses a product table that names a package the site does not install', () => {
  expect(() => packageVersionRows({ '@mui/x-data-grid': '8.0.0' })).toThrow(
    'package.json does not install @mui/x-data-grid-pro',
  );
});
