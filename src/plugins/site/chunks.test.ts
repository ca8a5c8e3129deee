/**
 * @jest-environment node
 */
import { CHUNK_FAMILIES, familyPattern, splitChunkFamilies } from './chunks';

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
