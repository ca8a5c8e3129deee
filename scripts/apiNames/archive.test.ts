/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVED_PACKAGES, compareVersions } from './archive';
import { archivedVersions, type ArchivedNamesList } from './nameIndex';

describe('scripts/apiNames/archive', () => {
  it('orders releases and pre-releases by their numbers', () => {
    const versions = ['7.9.0', '7.29.13', '7.29.2', '4.0.0-alpha.9', '4.0.0-alpha.37', '4.0.0'];
    expect([...versions].sort(compareVersions)).toEqual([
      '4.0.0-alpha.9',
      '4.0.0-alpha.37',
      '4.0.0',
      '7.9.0',
      '7.29.2',
      '7.29.13',
    ]);
  });

  it.each(archivedVersions(process.cwd()))(
    'has a committed names list for %s, made from the packages of that line (npm run api-names -- --archive)',
    (version) => {
      const file = join(process.cwd(), 'src/data/api-names', `${version}.json`);
      expect(existsSync(file)).toBe(true);
      const list = JSON.parse(readFileSync(file, 'utf8')) as ArchivedNamesList;
      expect(list.version).toBe(version);
      const specs = ARCHIVED_PACKAGES[version] ?? [];
      expect(list.packages.map((pkg) => pkg.name)).toEqual(specs.map((spec) => spec.name));
      // The last release of the major line (or of the pre-release line) was used.
      for (const [index, pkg] of list.packages.entries()) {
        const range = specs[index]?.range ?? '';
        expect(pkg.version.startsWith(/^\d+$/.test(range) ? `${range}.` : `${range}.`)).toBe(true);
      }
      // The data grid exists in every version, with the props of its main component.
      const grid = list.products['data-grid'];
      expect(grid?.exports).toEqual(expect.arrayContaining(['DataGrid']));
      expect(grid?.props.DataGrid).toEqual(expect.arrayContaining(['rows', 'columns', 'checkboxSelection']));
    },
  );
});
