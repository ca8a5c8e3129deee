/** The generated API reference in the built site: sections, filter, layout choice, Chinese UI, analytics. */
import { analyticsQueue, expect, test, visit } from './fixtures';

const PROPS = '[data-section="props"]';

test('the DataGrid page shows its sections and real defaults, filters props and remembers the layout', async ({
  page,
}) => {
  await visit(page, '/x/api/data-grid/data-grid/');
  await expect(page).toHaveTitle(/DataGrid API/);
  for (const id of ['import', 'details', 'props', 'slots', 'css-classes']) {
    await expect(page.locator(`h2#${id}`), `heading #${id}`).toHaveCount(1);
    await expect(page.locator(`.table-of-contents a[href="#${id}"]`), `TOC entry #${id}`).toHaveCount(1);
  }
  const row = page.locator(`${PROPS} tr`, { has: page.locator('th code', { hasText: /^pageSizeOptions$/ }) });
  await expect(row).toContainText('[25, 50, 100]');
  await expect(row).toContainText('ReadonlyArray<number | { value: number; label: string }>');
  await expect(page.locator('[data-section="css-classes"]')).toContainText('.MuiDataGrid-root');

  const filter = page.locator(`${PROPS} input[type="search"]`);
  await filter.fill('pageSize');
  await expect(page.locator(`${PROPS} [role="status"]`)).toHaveText(/^\d+ of \d+$/);
  expect(await page.locator(`${PROPS} tbody tr`).count()).toBeGreaterThanOrEqual(1);
  await filter.fill('no-such-prop-anywhere');
  await expect(page.locator(PROPS)).toContainText('No prop matches “no-such-prop-anywhere”.');

  await page.locator(`${PROPS} button`, { hasText: 'List' }).click();
  expect(await page.evaluate(() => window.localStorage.getItem('apiLayout'))).toBe('list');
  await visit(page, '/x/api/charts/bar-chart/');
  await expect(page.locator(`${PROPS} > div`)).toHaveAttribute('data-layout', 'list');
  await expect(page.locator(`${PROPS} table`)).toHaveCount(0);
});

test("a JSDoc link to the production host's guide stays on this site, in the page's language", async ({
  page,
}) => {
  // The bar chart's `renderer` prop points to https://mui.com/x/react-charts/bars/#performance.
  await visit(page, '/x/zh/api/charts/bar-chart/');
  const row = page.locator(`${PROPS} tr`, { has: page.locator('th code', { hasText: /^renderer$/ }) });
  const link = row.getByRole('link', { name: 'https://mui.com/x/react-charts/bars/#performance' });
  await expect(link).toHaveAttribute('href', '/x/zh/react-charts/bars/#performance');
  await link.click();
  await expect(page).toHaveURL(/\/x\/zh\/react-charts\/bars\/#performance$/);
  await expect(page.locator('h2#performance')).toBeInViewport();
});

test('a malformed stored layout gives the table and a warning, not a broken page', async ({
  page,
  context,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await context.addInitScript(() => window.localStorage.setItem('apiLayout', '{"grid":1}'));
  await visit(page, '/x/api/tree-view/rich-tree-view/');
  await expect(page.locator(`${PROPS} table`)).toHaveCount(1);
  expect(
    warnings.some((text) => /Ignoring the stored apiLayout/.test(text)),
    warnings.join('\n'),
  ).toBe(true);
});

test('Chinese API pages translate headings, UI and the sidebar group', async ({ page }) => {
  await visit(page, '/x/zh/api/date-pickers/date-picker/');
  // The heading ends with its anchor link (a zero-width space).
  expect((await page.locator('h2#props').innerText()).replace(/\u200b/g, '').trim()).toBe('属性');
  await expect(page.locator('.table-of-contents a[href="#import"]')).toHaveText('导入');
  await expect(page.locator(`${PROPS} label`)).toContainText('按名称、类型或说明筛选');
  expect(await page.locator('.menu__link', { hasText: 'API 参考' }).count()).toBeGreaterThanOrEqual(1);
});

for (const [path, product] of [
  ['/x/api/charts/bar-chart/', 'x-charts'],
  ['/x/api/tree-view/', 'x-tree-view'],
] as const) {
  test(`the API page ${path} reports its product like guide pages`, async ({ page }) => {
    await visit(page, path);
    const pageView = async () =>
      (await analyticsQueue(page)).find(([command, name]) => command === 'event' && name === 'page_view');
    await expect.poll(pageView).toBeTruthy();
    const params = (await pageView())?.[2];
    expect(params?.product_id).toBe(product);
    expect(params?.product_category_id).toBe('x');
  });
}
