/** The generated API reference in the built site: sections, filter, layout choice, Chinese UI, analytics. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, visit } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PROPS = '[data-section="props"]';

test('the DataGrid page shows its sections and real defaults, filters props and remembers the layout', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/api/data-grid/data-grid/');
  assert.match(await page.title(), /DataGrid API/);
  for (const id of ['import', 'details', 'props', 'slots', 'css-classes']) {
    assert.equal(await page.locator(`h2#${id}`).count(), 1, `heading #${id}`);
    assert.equal(await page.locator(`.table-of-contents a[href="#${id}"]`).count(), 1, `TOC entry #${id}`);
  }
  const row = page.locator(`${PROPS} tr`, { has: page.locator('th code', { hasText: /^pageSizeOptions$/ }) });
  assert.match(await row.innerText(), /\[25, 50, 100\]/);
  assert.match(await row.innerText(), /ReadonlyArray<number \| \{ value: number; label: string \}>/);
  assert.match(await page.locator('[data-section="css-classes"]').innerText(), /\.MuiDataGrid-root/);

  const filter = page.locator(`${PROPS} input[type="search"]`);
  await filter.fill('pageSize');
  const status = page.locator(`${PROPS} [role="status"]`);
  assert.match(await status.innerText(), /^\d+ of \d+$/);
  assert.ok((await page.locator(`${PROPS} tbody tr`).count()) >= 1);
  await filter.fill('no-such-prop-anywhere');
  assert.match(await page.locator(PROPS).innerText(), /No prop matches “no-such-prop-anywhere”\./);

  await page.locator(`${PROPS} button`, { hasText: 'List' }).click();
  assert.equal(await page.evaluate(() => window.localStorage.getItem('apiLayout')), 'list');
  await visit(page, '/x/api/charts/bar-chart/');
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.dataset.layout === 'list',
    `${PROPS} > div`,
  );
  assert.equal(await page.locator(`${PROPS} table`).count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a malformed stored layout gives the table and a warning, not a broken page', async () => {
  const { context, page, problems } = await openPage(browser);
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await context.addInitScript(() => window.localStorage.setItem('apiLayout', '{"grid":1}'));
  await visit(page, '/x/api/tree-view/rich-tree-view/');
  assert.equal(await page.locator(`${PROPS} table`).count(), 1);
  assert.ok(
    warnings.some((text) => /Ignoring the stored apiLayout/.test(text)),
    warnings.join('\n'),
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('Chinese API pages translate headings, UI and the sidebar group', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/zh/api/date-pickers/date-picker/');
  // The heading ends with its anchor link (a zero-width space).
  assert.equal((await page.locator('h2#props').innerText()).replace(/\u200b/g, '').trim(), '属性');
  assert.equal(await page.locator('.table-of-contents a[href="#import"]').innerText(), '导入');
  assert.match(await page.locator(`${PROPS} label`).innerText(), /按名称、类型或说明筛选/);
  assert.ok((await page.locator('.menu__link', { hasText: 'API 参考' }).count()) >= 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('API pages report their product like guide pages', async () => {
  const { context, page, problems } = await openPage(browser);
  const expected = [
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/api/tree-view/', 'x-tree-view'],
  ];
  for (const [path, product] of expected) {
    await visit(page, path);
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => entry[0] === 'event' && entry[1] === 'page_view'),
    );
    const view = await page.evaluate(() =>
      Array.from((window.dataLayer ?? []).find((entry) => entry[0] === 'event' && entry[1] === 'page_view')),
    );
    assert.equal(view[2].product_id, product, path);
    assert.equal(view[2].product_category_id, 'x', path);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
