import {
  dateLibrary,
  demoGroupKey,
  demoModel,
  demoProducts,
  packageName,
  shownFlavour,
  snapshotKind,
} from './model';

test('packageName: the npm package of an import, none for a relative one', () => {
  expect(packageName('@mui/x-data-grid/models')).toBe('@mui/x-data-grid');
  expect(packageName('dayjs/locale/zh-cn')).toBe('dayjs');
  expect(packageName('./rows')).toBeNull();
});

test('demoProducts: the products whose packages a demo imports, in product-table order', () => {
  expect(demoProducts(['@mui/x-charts/BarChart', '@mui/x-data-grid-pro', 'react'])).toEqual([
    'data-grid',
    'charts',
  ]);
  expect(demoProducts(['@mui/material/Button', './data'])).toEqual([]);
});

test('demoGroupKey: the MUI X chunk families, MUI base left out', () => {
  expect(demoGroupKey(['react', '@mui/material/Box', '@mui/x-data-grid', './rows'])).toBe('mui-x-data-grid');
  expect(
    demoGroupKey(['@mui/x-date-pickers-pro/DateRangePicker', '@mui/x-date-pickers/LocalizationProvider']),
  ).toBe('mui-x-date-pickers+mui-x-date-pickers-pro');
  expect(demoGroupKey(['@mui/material/Button'])).toBe('');
});

test('snapshotKind: a placeholder where the components draw nothing on the server', () => {
  expect(snapshotKind(['@mui/x-data-grid-premium'])).toBe('placeholder');
  expect(snapshotKind(['@mui/x-charts/BarChart', '@mui/material/NoSsr'])).toBe('placeholder');
  expect(snapshotKind(['@mui/x-charts/BarChart'])).toBe('render');
  expect(snapshotKind(['@mui/x-tree-view/RichTreeView'])).toBe('render');
  expect(demoModel(['@mui/x-data-grid'])).toEqual({
    products: ['data-grid'],
    snapshot: 'placeholder',
    dateLibrary: null,
  });
});

test('shownFlavour: the reader’s styling when the demo has it, else MUI System', () => {
  expect(shownFlavour(['system', 'tailwind'], 'Tailwind')).toBe('tailwind');
  expect(shownFlavour(['system'], 'CSS')).toBe('system');
});

test('dateLibrary: the one date library of a demo’s adapter, none for other calendars or several', () => {
  expect(dateLibrary(['@mui/x-date-pickers/AdapterDayjs', '@mui/x-date-pickers/DatePicker'])).toBe('dayjs');
  expect(dateLibrary(['@mui/x-date-pickers-pro/AdapterDateFns'])).toBe('date-fns');
  expect(dateLibrary(['@mui/x-date-pickers/AdapterMomentHijri'])).toBeNull();
  expect(dateLibrary(['@mui/x-date-pickers/AdapterLuxon', '@mui/x-date-pickers/AdapterMoment'])).toBeNull();
  expect(dateLibrary(['@mui/x-charts/BarChart'])).toBeNull();
});
