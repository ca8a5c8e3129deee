/** @jest-environment node */
import { join } from 'node:path';
import type { LiveArchivedVersion } from '../../data/versionPackages';
import { packageDir, versionAliasRules, versionScope } from './versionAliases';

const SITE = '/home/writer/x-docs';
const v7: LiveArchivedVersion = {
  name: '7.x',
  path: 'v7',
  docsDir: 'versioned_docs/version-7.x',
  packages: [
    { name: '@mui/x-data-grid', alias: '@mui/x-data-grid-v7', version: '7.29.13' },
    { name: '@mui/x-data-grid-pro', alias: '@mui/x-data-grid-pro-v7', version: '7.29.13' },
  ],
};

describe('archived version aliases', () => {
  const scope = versionScope(v7, SITE);

  it('applies to the version’s pages, demos and translated pages', () => {
    expect(scope.test(`${SITE}/versioned_docs/version-7.x/react-data-grid/demos/Loans.tsx`)).toBe(true);
    expect(scope.test(`${SITE}/versioned_docs/version-7.x/react-data-grid/overview.mdx`)).toBe(true);
    expect(
      scope.test(`${SITE}/i18n/zh/docusaurus-plugin-content-docs/version-7.x/react-data-grid/overview.mdx`),
    ).toBe(true);
  });

  it('applies to the aliased packages, so a v7 Pro grid gets the one v7 community grid', () => {
    expect(scope.test(`${SITE}/node_modules/@mui/x-data-grid-pro-v7/DataGridPro/DataGridPro.js`)).toBe(true);
    expect(scope.test(`${SITE}/node_modules/@mui/x-data-grid-v7/index.js`)).toBe(true);
  });

  it('leaves the current docs, other versions and the current packages alone', () => {
    expect(scope.test(`${SITE}/docs/react-data-grid/demos/Loans.tsx`)).toBe(false);
    expect(scope.test(`${SITE}/versioned_docs/version-6.x/introduction/overview.md`)).toBe(false);
    expect(scope.test(`${SITE}/node_modules/@mui/x-data-grid-pro/DataGridPro/DataGridPro.js`)).toBe(false);
    expect(scope.test(`${SITE}/src/components/MuiScope/index.tsx`)).toBe(false);
  });

  it('resolves each real name to its aliased package folder', () => {
    const [rule] = versionAliasRules(SITE, [v7]);
    expect(rule?.resolve.alias).toEqual({
      '@mui/x-data-grid': join(SITE, 'node_modules', '@mui/x-data-grid-v7'),
      '@mui/x-data-grid-pro': join(SITE, 'node_modules', '@mui/x-data-grid-pro-v7'),
    });
  });

  it('finds an installed aliased package where npm put it', () => {
    const root = join(__dirname, '..', '..', '..');
    expect(packageDir('@mui/x-data-grid-v7', root)).toBe(
      join(root, 'node_modules', '@mui', 'x-data-grid-v7'),
    );
  });
});
