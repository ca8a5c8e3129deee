/**
 * Data Grid guides (sorting, filtering, pagination, selection, virtualization,
 * accessibility, localization): their live demos do what the pages say.
 */
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

const demo = (page, index) => liveDemos(page).nth(index);
const cells = (scope, field) => scope.locator(`.MuiDataGrid-row[data-id] [data-field="${field}"]`);
const digits = (text) => text.replace(/\D/g, '');

test('sorting: initial sort by destination, and the status comparator puts boarding flights first', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/sorting/');
  await assert.doesNotReject(cells(demo(page, 0), 'destination').first().getByText('Aberdeen').waitFor());
  assert.equal(await cells(demo(page, 2), 'status').first().textContent(), 'Boarding');
  await demo(page, 1).getByRole('button', { name: 'Worst delays' }).click();
  await assert.doesNotReject(demo(page, 1).getByText('"sort":"desc"').waitFor());
  assert.deepEqual(problems, []);
  await context.close();
});

test('filtering: turning ignoreDiacritics off re-filters at once, "zoe" then no longer matches "Zoë"', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/filtering/');
  const grid = demo(page, 3);
  const authors = () => cells(grid, 'author').allTextContents();
  await cells(grid, 'author').first().waitFor();
  assert.deepEqual([...new Set(await authors())], ['Zoë Ellison']);
  await grid.getByLabel('Ignore diacritics').click();
  await grid.locator('.MuiDataGrid-overlay').waitFor();
  assert.deepEqual(await authors(), []);
  await grid.getByLabel('Ignore diacritics').click();
  await cells(grid, 'author').first().waitFor();
  assert.equal((await authors()).length, 3);
  assert.deepEqual(problems, []);
  await context.close();
});

test('filtering: the "between" operator keeps 200 to 400 pages, the phone quick filter matches digits', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/filtering/customization/');
  await cells(demo(page, 1), 'pages').first().waitFor();
  const pages = (await cells(demo(page, 1), 'pages').allTextContents()).map(Number);
  assert.ok(pages.length > 0, 'the range demo shows rows');
  for (const value of pages) assert.ok(value >= 200 && value <= 400, `${value} is between 200 and 400`);

  await visit(page, '/x/react-data-grid/filtering/quick-filter/');
  await cells(demo(page, 2), 'phone').first().waitFor();
  const phones = await cells(demo(page, 2), 'phone').allTextContents();
  assert.ok(phones.length > 0, 'the phone demo shows rows');
  for (const phone of phones) assert.match(digits(phone), /794601/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('server-side filtering and pagination show the simulated answers', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/filtering/server-side/');
  await cells(demo(page, 0), 'genre').first().waitFor();
  for (const genre of await cells(demo(page, 0), 'genre').allTextContents()) assert.equal(genre, 'History');

  await visit(page, '/x/react-data-grid/pagination/');
  await assert.doesNotReject(demo(page, 3).getByText('1–10 of 240').waitFor());
  assert.deepEqual(problems, []);
  await context.close();
});

test('row selection: the controlled model switches to an exclude model', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/row-selection/');
  await assert.doesNotReject(
    demo(page, 1)
      .getByText(/→ 2 selected/)
      .waitFor(),
  );
  await demo(page, 1).getByRole('button', { name: 'Everyone except cancellations' }).click();
  await assert.doesNotReject(
    demo(page, 1)
      .getByText(/^exclude .*→ 10 selected/)
      .waitFor(),
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('virtualization: 10,000 rows, far fewer in the DOM', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/virtualization/');
  await assert.doesNotReject(demo(page, 0).getByText('1–100 of 10000').waitFor());
  const rendered = await demo(page, 0).locator('.MuiDataGrid-row').count();
  assert.ok(rendered > 0 && rendered < 60, `${rendered} rows rendered`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('accessibility: the button moves keyboard focus into the grid', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/accessibility/');
  await demo(page, 2).getByRole('button', { name: 'Focus the relegation zone' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-field') === 'points');
  const rowId = await page.evaluate(() =>
    document.activeElement?.closest('[role="row"]')?.getAttribute('data-id'),
  );
  assert.equal(rowId, '10');
  assert.deepEqual(problems, []);
  await context.close();
});

test('localization: the generated table lists every pack, and the demo switches language', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/localization/');
  const table = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'BCP 47 tag' }) });
  assert.equal(await table.locator('tbody tr').count(), 40);
  await assert.doesNotReject(table.getByText('frFR', { exact: true }).waitFor());
  await assert.doesNotReject(demo(page, 0).getByText('Zeilen pro Seite:').waitFor());
  await demo(page, 0).getByRole('button', { name: '日本語' }).click();
  await assert.doesNotReject(demo(page, 0).getByText('ページあたりの行数:').waitFor());
  assert.deepEqual(problems, []);
  await context.close();
});

test('header filters (Pro): the custom priority select filters the rows', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/filtering/header-filters/');
  const grid = demo(page, 2);
  await grid.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await grid.locator('.MuiDataGrid-row').first().waitFor();
  const priorities = await cells(grid, 'priority').allTextContents();
  assert.ok(priorities.length > 0);
  for (const priority of priorities) assert.equal(priority, 'Urgent');
  assert.deepEqual(problems, []);
  await context.close();
});
