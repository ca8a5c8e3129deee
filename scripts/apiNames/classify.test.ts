/** @jest-environment node */
import { classifySpan, codeNames } from './classify';

const names = (span: string) => {
  const verdict = classifySpan(span);
  return verdict.kind === 'api' ? verdict.names : verdict.rule;
};

describe('scripts/apiNames/classify', () => {
  it.each([
    ["'server'", 'value'],
    ['true', 'value'],
    ['12px', 'value'],
    ['04/01/2025', 'symbol'],
    ['===', 'symbol'],
    ['03/14/2025 09:30 AM – 03/14/2025 05:00 PM', 'value'],
    ['TEA-GRN-100', 'value'],
    ['ar-SA', 'value'],
    ['DD/MM/YYYY', 'format'],
    ['4.0.0-alpha.37', 'version'],
    ['npm install @mui/x-data-grid', 'shell'],
    ['https://mui.com/x/', 'url'],
    ['@emotion/react', 'package'],
    ['package.json', 'path'],
    ['date-fns/locale', 'path'],
    ['border-color', 'css'],
    ['display: none', 'css'],
    ['&:hover', 'css'],
    ['add-showToolbar-prop', 'css'],
    ['Ctrl+C', 'keyboard'],
    ['Enter', 'keyboard'],
    ['<svg>', 'html'],
    ['MUI X Invalid license key', 'text'],
    ['on…Change', 'pattern'],
    ['(value, index) => boolean', 'local'],
  ])('recognizes %s as %s', (span, rule) => {
    expect(names(span)).toBe(rule);
  });

  it('checks names, members and object keys, but not the local parameters of arrow functions', () => {
    expect(codeNames('getRowId(row)').map((ref) => ref.name)).toEqual(['getRowId', 'row']);
    expect(codeNames('(params) => params.row.total').map((ref) => ref.name)).toEqual(['row', 'total']);
    expect(codeNames("{ pageSize: 25, type: 'bar' }").map((ref) => ref.name)).toEqual(['pageSize', 'type']);
    expect(codeNames('({ value, valueMax }) => string').map((ref) => ref.name)).toEqual([
      'value',
      'valueMax',
    ]);
  });

  it('gives each name its context: JSX attributes, apiRef methods, slots, CSS classes, packages', () => {
    expect(names('<DataGrid checkboxSelection rows={rows} />')).toEqual([
      { name: 'DataGrid', context: { kind: 'name' } },
      { name: 'checkboxSelection', context: { kind: 'attribute', component: 'DataGrid' } },
      { name: 'rows', context: { kind: 'attribute', component: 'DataGrid' } },
      // The attribute's value: a placeholder unless it reads like an API name.
      { name: 'rows', context: { kind: 'argument' } },
    ]);
    expect(names('apiRef.current.setPage(2)')).toContainEqual({
      name: 'setPage',
      context: { kind: 'apiMethod' },
    });
    expect(names('slotProps.toolbar')).toContainEqual({ name: 'toolbar', context: { kind: 'slot' } });
    expect(names('.MuiDataGrid-cell.Mui-selected')).toEqual([
      { name: 'MuiDataGrid-cell', context: { kind: 'cssClass' } },
      { name: 'Mui-selected', context: { kind: 'cssClass' } },
    ]);
    expect(names('@mui/x-charts/BarChart')).toEqual([
      { name: '@mui/x-charts/BarChart', context: { kind: 'package' } },
    ]);
  });

  it('marks placeholders in argument positions', () => {
    expect(codeNames('scale(category)')).toEqual([
      { name: 'scale', context: { kind: 'name' } },
      { name: 'category', context: { kind: 'argument' } },
    ]);
    expect(codeNames('[startError, endError]').map((ref) => ref.context.kind)).toEqual([
      'argument',
      'argument',
    ]);
    expect(codeNames('useItemTooltip<SeriesType>()')).toContainEqual({
      name: 'SeriesType',
      context: { kind: 'argument' },
    });
  });

  it('skips regular expressions, strings and name patterns inside code', () => {
    expect(codeNames("text.replace(/\\u200e/g, '')").map((ref) => ref.name)).toEqual(['text', 'replace']);
    expect(codeNames('getGrid*Operators()')).toEqual([]);
  });
});
