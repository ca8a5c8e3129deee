/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  aliasedPackages,
  LIVE_ARCHIVED_VERSIONS,
  liveVersionOfFile,
  pinnedVersions,
  type LiveArchivedVersion,
} from './versionPackages';

const ROOT = join(__dirname, '..', '..');

describe('packages of the archived versions', () => {
  it('reads the npm aliases of one version, exact versions only', () => {
    expect(
      aliasedPackages(
        {
          '@mui/x-data-grid': '8.29.3',
          '@mui/x-data-grid-v7': 'npm:@mui/x-data-grid@7.29.13',
          '@mui/x-charts-v7': 'npm:@mui/x-charts@7.29.1',
          '@mui/x-tree-view-v6': 'npm:@mui/x-tree-view@6.17.0',
          '@mui/x-license-v7': 'npm:@mui/x-license@^7.0.0',
        },
        'v7',
      ),
    ).toEqual([
      { name: '@mui/x-charts', alias: '@mui/x-charts-v7', version: '7.29.1' },
      { name: '@mui/x-data-grid', alias: '@mui/x-data-grid-v7', version: '7.29.13' },
    ]);
  });

  it('refuses an alias named after another package', () => {
    expect(() => aliasedPackages({ '@mui/x-charts-v7': 'npm:@mui/x-data-grid@7.29.13' }, 'v7')).toThrow(
      '"@mui/x-charts-v7" must alias "@mui/x-charts"',
    );
  });

  it('installs the last v7 release of every MUI X package under an alias', () => {
    const v7 = LIVE_ARCHIVED_VERSIONS.find((version) => version.name === '7.x');
    expect(v7?.packages.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        '@mui/x-charts',
        '@mui/x-charts-pro',
        '@mui/x-data-grid',
        '@mui/x-data-grid-premium',
        '@mui/x-data-grid-pro',
        '@mui/x-date-pickers',
        '@mui/x-date-pickers-pro',
        '@mui/x-license',
        '@mui/x-tree-view',
        '@mui/x-tree-view-pro',
      ]),
    );
    for (const entry of v7?.packages ?? []) expect(entry.version).toMatch(/^7\.\d+\.\d+$/);
  });

  it('finds the version of a page, a demo or a translated page, and nothing for the current docs', () => {
    const v7: LiveArchivedVersion = {
      name: '7.x',
      path: 'v7',
      docsDir: 'versioned_docs/version-7.x',
      packages: [],
    };
    expect(liveVersionOfFile('versioned_docs/version-7.x/react-data-grid/demos/Basic.tsx', [v7])).toBe(v7);
    expect(
      liveVersionOfFile('i18n/zh/docusaurus-plugin-content-docs/version-7.x/react-data-grid/overview.mdx', [
        v7,
      ]),
    ).toBe(v7);
    expect(liveVersionOfFile('versioned_docs/version-6.x/introduction/overview.md', [v7])).toBeNull();
    expect(liveVersionOfFile('docs/react-data-grid/demos/Basic.tsx', [v7])).toBeNull();
  });

  it('pins the real package names to the installed versions for sandboxes', () => {
    expect(
      pinnedVersions({
        name: '7.x',
        path: 'v7',
        docsDir: 'versioned_docs/version-7.x',
        packages: [{ name: '@mui/x-data-grid', alias: '@mui/x-data-grid-v7', version: '7.29.13' }],
      }),
    ).toEqual({ '@mui/x-data-grid': '7.29.13' });
  });

  it.each(LIVE_ARCHIVED_VERSIONS.map((version) => [version.name, version] as const))(
    'type-checks the %s docs against the same packages the build resolves',
    (_name, version) => {
      const tsconfig = JSON.parse(readFileSync(join(ROOT, version.docsDir, 'tsconfig.json'), 'utf8')) as {
        compilerOptions: { baseUrl: string; paths: Record<string, string[]> };
      };
      expect(tsconfig.compilerOptions.baseUrl).toBe('../..');
      for (const entry of version.packages) {
        expect(tsconfig.compilerOptions.paths[entry.name]).toEqual([`node_modules/${entry.alias}`]);
        expect(tsconfig.compilerOptions.paths[`${entry.name}/*`]).toEqual([`node_modules/${entry.alias}/*`]);
      }
      const root = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { exclude: string[] };
      expect(root.exclude).toContain(version.docsDir);
    },
  );
});
