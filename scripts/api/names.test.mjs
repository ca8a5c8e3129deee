import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byName, isComponentName, kebabCase, lowerFirst } from './names.mjs';

test('kebabCase turns component names into route segments', () => {
  assert.equal(kebabCase('DataGrid'), 'data-grid');
  assert.equal(kebabCase('DataGridPremium'), 'data-grid-premium');
  assert.equal(kebabCase('RichTreeView'), 'rich-tree-view');
  assert.equal(kebabCase('Unstable_PickersSectionList'), 'unstable-pickers-section-list');
  assert.equal(kebabCase('GridCsvExportMenuItem'), 'grid-csv-export-menu-item');
  assert.equal(kebabCase('DateRangePickerDay2'), 'date-range-picker-day2');
  assert.equal(kebabCase('XAxis'), 'x-axis');
  assert.equal(kebabCase('GridAPIRef'), 'grid-api-ref');
});

test('lowerFirst gives the name of a classes export', () => {
  assert.equal(lowerFirst('TreeItem'), 'treeItem');
});

test('isComponentName accepts PascalCase only', () => {
  assert.equal(isComponentName('DataGrid'), true);
  assert.equal(isComponentName('Unstable_PickersSectionList'), true);
  assert.equal(isComponentName('useGridApiRef'), false);
  assert.equal(isComponentName('gridClasses'), false);
  assert.equal(isComponentName('GRID_STRING_COL_DEF'), false);
});

test('byName sorts by code point', () => {
  assert.deepEqual(
    [{ name: 'b' }, { name: 'B' }, { name: 'a' }].sort(byName).map((item) => item.name),
    ['B', 'a', 'b'],
  );
});
