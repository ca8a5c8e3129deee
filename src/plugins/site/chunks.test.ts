/**
 * @jest-environment node
 */
import { archivedFamilies, CHUNK_FAMILIES, familyPattern, splitChunkFamilies } from './chunks';

const SITE = '/home/writer/x-docs';
const family = (name: string) => {
  const found = CHUNK_FAMILIES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no family ${name}`);
  return familyPattern(found, SITE);
};

describe('chunk families', () => {
  it('puts each MUI X package in its own family, and only that package', () => {
    const grid = family('mui-x-data-grid');
    expect(grid.test(`${SITE}/node_modules/@mui/x-data-grid/DataGrid/DataGrid.mjs`)).toBe(true);
    expect(grid.test(`${SITE}/node_modules/@mui/x-data-grid-pro/DataGridPro/DataGridPro.mjs`)).toBe(false);
    expect(family('mui-x-data-grid-pro').test(`${SITE}/node_modules/@mui/x-data-grid-pro/index.mjs`)).toBe(
      true,
    );
  });

  it('leaves the Excel writer the premium grid imports on demand out of every family', () => {
    const excel = `${SITE}/node_modules/@mui/x-internal-exceljs-fork/dist/exceljs.mjs`;
    expect(CHUNK_FAMILIES.some((candidate) => familyPattern(candidate, SITE).test(excel))).toBe(false);
  });

  it('keeps the charts’ d3 modules with the charts, and a whole scope with its family', () => {
    expect(family('mui-x-charts').test(`${SITE}/node_modules/d3-scale/src/linear.js`)).toBe(true);
    expect(family('mui-base').test(`${SITE}/node_modules/@emotion/react/dist/emotion-react.esm.js`)).toBe(
      true,
    );
    expect(family('mui-base').test(`${SITE}/node_modules/react/index.js`)).toBe(false);
  });

  it('keeps each archived version’s packages in families of their own', () => {
    const v7Grid = `${SITE}/node_modules/@mui/x-data-grid-v7/DataGrid/DataGrid.js`;
    expect(family('mui-x-data-grid-v7').test(v7Grid)).toBe(true);
    expect(family('mui-x-data-grid').test(v7Grid)).toBe(false);
    expect(
      family('mui-x-data-grid-v7').test(`${SITE}/node_modules/@mui/x-data-grid/DataGrid/DataGrid.mjs`),
    ).toBe(false);
    expect(
      family('mui-x-charts-v7').test(`${SITE}/node_modules/@mui/x-charts-vendor-v7/lib/d3-scale.js`),
    ).toBe(true);
    expect(family('mui-x-base-v7').test(`${SITE}/node_modules/@mui/x-license-v7/utils/licenseInfo.js`)).toBe(
      true,
    );
    expect(family('mui-base').test(`${SITE}/node_modules/@mui/x-internals-v7/warning/warning.js`)).toBe(
      false,
    );
  });

  it('gives Day.js, which the pickers of every version use, a family of its own', () => {
    expect(family('dayjs').test(`${SITE}/node_modules/dayjs/esm/index.js`)).toBe(true);
    expect(family('mui-x-date-pickers').test(`${SITE}/node_modules/dayjs/esm/index.js`)).toBe(false);
  });

  it('names archived families after the current ones, with the version', () => {
    const families = archivedFamilies([
      {
        name: '7.x',
        path: 'v7',
        docsDir: 'versioned_docs/version-7.x',
        packages: [
          { name: '@mui/x-charts', alias: '@mui/x-charts-v7', version: '7.29.1' },
          { name: '@mui/x-charts-vendor', alias: '@mui/x-charts-vendor-v7', version: '7.20.0' },
          { name: '@mui/x-internals', alias: '@mui/x-internals-v7', version: '7.29.0' },
        ],
      },
    ]);
    expect(families).toEqual([
      { name: 'mui-x-base-v7', packages: ['@mui/x-internals-v7'] },
      { name: 'mui-x-charts-v7', packages: ['@mui/x-charts-v7', '@mui/x-charts-vendor-v7'] },
    ]);
  });

  it('matches site folders from the site root only', () => {
    const api = family('api-page');
    expect(api.test(`${SITE}/src/components/ApiPage/index.tsx`)).toBe(true);
    expect(api.test(`${SITE}/src/components/ApiPageLinks/index.tsx`)).toBe(false);
    expect(api.test(`/elsewhere/src/components/ApiPage/index.tsx`)).toBe(false);
  });

  it('adds an async cache group per family above Docusaurus’s common chunk', () => {
    const cacheGroups: Record<string, unknown> = { common: { name: 'common', priority: 40 } };
    const config = { optimization: { splitChunks: { cacheGroups } } };
    splitChunkFamilies(config as Parameters<typeof splitChunkFamilies>[0], SITE);
    expect(cacheGroups['mui-x-charts']).toMatchObject({
      name: 'mui-x-charts',
      chunks: 'async',
      enforce: true,
    });
    expect((cacheGroups['mui-x-charts'] as { priority: number }).priority).toBeGreaterThan(40);
    expect(cacheGroups.common).toEqual({ name: 'common', priority: 40 });
  });

  it('leaves a config without split-chunks rules (the server build) alone', () => {
    const config = { optimization: {} };
    splitChunkFamilies(config as Parameters<typeof splitChunkFamilies>[0], SITE);
    expect(config).toEqual({ optimization: {} });
  });
});
