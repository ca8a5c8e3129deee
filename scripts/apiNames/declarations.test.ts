/** @jest-environment node */
import { join } from 'node:path';
import {
  declaredNames,
  exportStatements,
  memberNames,
  readPackageNames,
  stringValues,
  stripComments,
} from './declarations';

describe('scripts/apiNames/declarations', () => {
  it('strips comments but keeps strings that contain comment markers', () => {
    expect(stripComments("a /* b */ c // d\ne 'http://x'")).toBe("a  c \ne 'http://x'");
  });

  it('reads export statements: declarations, lists with aliases, and re-exports', () => {
    const text = [
      'export declare const gridClasses: Record<string, string>;',
      'export interface GridColDef { field: string }',
      "export { a, b as renamed, type C } from './x.js';",
      "export * from './y.js';",
      "export * as icons from './icons.js';",
      '/** export const notThis = 1 */',
    ].join('\n');
    const { names, reexports } = exportStatements(text);
    expect(names).toEqual(
      expect.arrayContaining(['gridClasses', 'GridColDef', 'a', 'renamed', 'C', 'icons']),
    );
    expect(names).not.toContain('notThis');
    expect(reexports).toEqual([
      { specifier: './x.js', names: ['a', 'renamed', 'C'] },
      { specifier: './y.js', names: null },
    ]);
  });

  it('reads members, enum members, parameters, declared names and string values', () => {
    const text = [
      'export interface Props {',
      '  checkboxSelection?: boolean;',
      "  'aria-label'?: string;",
      '  onRowClick(params: GridRowParams, event: MouseEvent): void;',
      "  mode: 'client' | 'server';",
      '}',
      'declare enum GridCellModes {',
      '  Edit = "edit",',
      '}',
    ].join('\n');
    expect(memberNames(text)).toEqual(
      expect.arrayContaining([
        'checkboxSelection',
        'aria-label',
        'onRowClick',
        'mode',
        'Edit',
        'params',
        'event',
      ]),
    );
    expect(declaredNames(text)).toEqual(['Props', 'GridCellModes']);
    expect(stringValues(text)).toEqual(expect.arrayContaining(['client', 'server', 'edit']));
  });

  it('follows re-exports across the installed packages', () => {
    const names = readPackageNames(join(process.cwd(), 'node_modules/@mui/x-data-grid-pro'), process.cwd());
    // Declared by the Pro package, and re-exported from the MIT package.
    for (const name of ['DataGridPro', 'useGridApiRef', 'GridColDef', 'gridRowSelectionIdsSelector']) {
      expect(names.exports.has(name)).toBe(true);
    }
    expect(names.members.has('getTreeDataPath')).toBe(true);
  });
});
