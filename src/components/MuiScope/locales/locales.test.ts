import { createSiteTheme } from '@site/src/siteTheme/createSiteTheme';
import { DEFAULT_LOCALE_PACK, loadLocalePack } from '.';

test('an English page needs no pack', async () => {
  await expect(loadLocalePack('en', { products: ['data-grid'], dateLibrary: 'dayjs' })).resolves.toBe(
    DEFAULT_LOCALE_PACK,
  );
});

test('on a Chinese page a grid demo with Day.js pickers gets Chinese labels and Chinese dates', async () => {
  const pack = await loadLocalePack('zh', { products: ['data-grid', 'date-pickers'], dateLibrary: 'dayjs' });
  const theme = createSiteTheme({}, ...pack.themeArgs);
  const components = theme.components ?? {};
  expect(components.MuiDataGrid?.defaultProps?.localeText?.toolbarColumns).toBe('列');
  const provider = components.MuiLocalizationProvider?.defaultProps;
  expect(provider?.adapterLocale).toBe('zh-cn');
  expect(provider?.localeText?.cancelButtonLabel).toBe('取消');
  expect(components.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('每页行数:');
});

test('a pack holds only what the demo uses, and is loaded once', async () => {
  const charts = await loadLocalePack('zh', { products: ['charts'], dateLibrary: null });
  expect(charts.themeArgs).toHaveLength(1);
  await expect(loadLocalePack('zh', { products: ['charts'], dateLibrary: null })).resolves.toBe(charts);
  const dateFns = await loadLocalePack('zh', { products: ['date-pickers'], dateLibrary: 'date-fns' });
  const theme = createSiteTheme({}, ...dateFns.themeArgs);
  const locale = theme.components?.MuiLocalizationProvider?.defaultProps?.adapterLocale as { code?: string };
  expect(locale.code).toBe('zh-CN');
});
