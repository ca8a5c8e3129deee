/** Data Grid getting-started, layout and column pages: every demo renders, and the demos do what the pages say. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, visit, liveDemos } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const demos = liveDemos;

/** Page path under /x/react-data-grid/ → number of live demos on it. */
const PAGES = {
  quickstart: 2,
  features: 1,
  layout: 3,
  'column-definition': 4,
  'column-dimensions': 3,
  'column-visibility': 3,
  'custom-columns': 3,
  'column-header': 3,
  'column-menu': 3,
  'column-spanning': 3,
  'column-groups': 3,
  'column-ordering': 3,
  'column-pinning': 3,
  'column-recipes': 3,
};

test('every column page shows its demos, each with a rendered grid, and logs nothing', async () => {
  const { context, page, problems } = await openPage(browser);
  for (const [slug, count] of Object.entries(PAGES)) {
    await visit(page, `/x/react-data-grid/${slug}/`);
    assert.equal(await demos(page).count(), count, `${slug}: number of demos`);
    for (let index = 0; index < count; index += 1) {
      const grid = demos(page).nth(index).locator('[role="grid"]');
      await grid.first().waitFor({ timeout: 10_000 });
      assert.ok(
        (await grid.first().locator('[role="row"]').count()) > 1,
        `${slug}: demo ${index + 1} has rows`,
      );
    }
    assert.match(await page.locator('h2#api').textContent(), /API/, `${slug}: ends with an API section`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a break of the timetable spans the three room columns', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-spanning/');
  const lunch = demos(page).first().locator('[role="gridcell"]', { hasText: 'Lunch in the atrium' });
  assert.equal(await lunch.getAttribute('aria-colspan'), '3');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the unit selector converts the readings without sorting the column', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-recipes/');
  const demo = demos(page).first();
  const header = demo.locator('[role="columnheader"][data-field="temperature"]');
  await demo.getByLabel('Unit of temperature').selectOption('°F');
  await demo.locator('[role="gridcell"][data-field="temperature"]', { hasText: '°F' }).first().waitFor();
  assert.equal(await header.getAttribute('aria-sort'), 'none');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hiding a column with a check box outside the grid removes its header', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-visibility/');
  const demo = demos(page).nth(1);
  const paidHeader = demo.locator('[role="columnheader"][data-field="paid"]');
  assert.equal(await paidHeader.count(), 1);
  await demo.getByRole('checkbox', { name: 'Paid', exact: true }).first().uncheck();
  await paidHeader.waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the custom column menu item fits the column to its content', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-menu/');
  const demo = demos(page).first();
  const header = demo.locator('[role="columnheader"][data-field="destination"]');
  const before = (await header.boundingBox()).width;
  await header.hover();
  await header.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('menuitem', { name: 'Fit to content' }).click();
  await page.waitForFunction(
    ([selector, width]) => document.querySelector(selector).getBoundingClientRect().width > width + 5,
    ['section[aria-label="Live demo"] [role="columnheader"][data-field="destination"]', before],
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('pinning through the API and the Pro switch of the features page work without errors', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-pinning/');
  const demo = demos(page).nth(2);
  // With the menu items turned off, the API still pins.
  await demo.getByLabel('Pinning items in the column menu').uncheck();
  await demo.getByRole('button', { name: 'Pin rain to the right' }).click();
  await demo.locator('[role="columnheader"][data-field="rainfall"][class*="pinnedRight"]').waitFor();

  await visit(page, '/x/react-data-grid/features/');
  const features = demos(page).first();
  await features.getByLabel('Render with DataGridPro').check();
  await features.locator('[role="columnheader"][data-field="flightNumber"][class*="pinnedLeft"]').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('editing a month updates the computed total, and the rows sorted by it move', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-recipes/');
  const demo = demos(page).nth(1);
  const branchAt = (rowIndex) =>
    demo.locator(`[role="row"][data-rowindex="${rowIndex}"] [data-field="branch"]`).textContent();
  const lastBranch = await branchAt(4);
  assert.notEqual(await branchAt(0), lastBranch);
  await demo.locator('[role="row"][data-rowindex="4"] [data-field="jan"]').dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('99999');
  await page.keyboard.press('Enter');
  await demo
    .locator('[role="row"][data-rowindex="0"] [data-field="branch"]', {
      hasText: new RegExp(`^${lastBranch}$`),
    })
    .waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the actions menu of a departure changes its status', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-definition/');
  const demo = demos(page).first();
  const firstRow = demo.locator('[role="row"][data-rowindex="0"]');
  // The actions column is the last one: scroll it into the rendered (virtualized) columns.
  await demo.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
    scroller.scrollLeft = scroller.scrollWidth;
  });
  await firstRow.locator('[data-field="actions"] button').click();
  await page.getByRole('menuitem', { name: 'Report a delay' }).click();
  await firstRow.locator('[data-field="status"]', { hasText: 'Delayed' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('autosizing from code widens the columns to fit the cells', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/column-dimensions/');
  const demo = demos(page).nth(2);
  const header = demo.locator('[role="columnheader"][data-field="country"]');
  const fitted = (await header.boundingBox()).width;
  await demo.getByRole('button', { name: 'Fit and fill the width' }).click();
  await page.waitForFunction(
    (width) =>
      [...document.querySelectorAll('[role="columnheader"][data-field="country"]')].some(
        (element) => element.getBoundingClientRect().width > width + 5,
      ),
    fitted,
  );
  assert.deepEqual(problems, []);
  await context.close();
});
