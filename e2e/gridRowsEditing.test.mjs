/**
 * Data Grid rows, cells and editing pages: every demo renders its grid, and the editing demos work
 * with a real mouse and keyboard (commit, server error, custom editors, events, detail panels).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, visit, liveDemos } from './harness.mjs';

/** Page path under /x/react-data-grid/ and the number of live demos on it. */
const PAGES = [
  ['row-definition', 3],
  ['row-updates', 3],
  ['row-height', 3],
  ['row-spanning', 3],
  ['master-detail', 3],
  ['row-ordering', 3],
  ['row-pinning', 3],
  ['row-recipes', 3],
  ['cells', 3],
  ['editing', 6],
  ['editing/persistence', 3],
  ['editing/custom-edit-component', 3],
  ['editing/editing-events', 3],
  ['editing/recipes', 3],
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const demo = (page, index) => liveDemos(page).nth(index);
const cell = (scope, field, row = 0) => scope.locator(`.MuiDataGrid-cell[data-field="${field}"]`).nth(row);

async function open(path) {
  const opened = await openPage(browser);
  await visit(opened.page, `/x/react-data-grid/${path}/`);
  return opened;
}

describe('rows, cells and editing pages', () => {
  test('every demo renders a grid with rows, and nothing is logged', async () => {
    const { context, page, problems } = await openPage(browser);
    const failures = [];
    for (const [path, count] of PAGES) {
      await visit(page, `/x/react-data-grid/${path}/`);
      const sections = liveDemos(page);
      await page
        .waitForFunction(
          (expected) =>
            document.querySelectorAll('section[aria-label="Live demo"] .MuiDataGrid-row').length > 0 &&
            document.querySelectorAll('section[aria-label="Live demo"] .MuiDataGrid-root').length ===
              expected,
          count,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      const demos = await sections.count();
      const grids = await sections.locator('.MuiDataGrid-root').count();
      if (demos !== count || grids !== count)
        failures.push(`${path}: ${demos} demos, ${grids} grids, expected ${count}`);
      if (problems.length > 0) failures.push(`${path}: ${problems.join(' | ')}`);
      problems.length = 0;
    }
    await context.close();
    assert.deepEqual(failures, []);
  });

  test('row editing commits the whole row once, through processRowUpdate', async () => {
    const { context, page, problems } = await open('editing');
    const scope = demo(page, 1);
    await cell(scope, 'guest').dblclick();
    const input = cell(scope, 'guest').locator('input');
    await input.fill('Ana Folau-Reyes');
    await input.press('Enter');
    await scope.getByText('Last saved: BK-7301: Ana Folau-Reyes, Sea view 12, 3 night(s)').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a failing save keeps the cell open and shows the server message', async () => {
    const { context, page, problems } = await open('editing/persistence');
    const scope = demo(page, 2);
    await cell(scope, 'seat').dblclick();
    const input = cell(scope, 'seat').locator('input');
    await input.fill('45K');
    await input.press('Enter');
    await scope.getByText('Seat “45K” does not exist on this aircraft (rows 1–39, A–F).').waitFor();
    assert.equal(await cell(scope, 'seat').locator('input').count(), 1, 'the cell stays in edit mode');
    await input.fill('15C');
    await input.press('Enter');
    await cell(scope, 'revision').getByText('2').waitFor();
    assert.equal((await cell(scope, 'seat').textContent())?.trim(), '15C');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the custom select commits on the first click, the rating editor stores stars', async () => {
    const { context, page, problems } = await open('editing/custom-edit-component');
    const selectDemo = demo(page, 1);
    await cell(selectDemo, 'status', 1).dblclick();
    await page.getByRole('option', { name: 'Waiting for parts' }).click();
    await cell(selectDemo, 'status', 1).getByText('Waiting for parts').waitFor();
    assert.equal(await selectDemo.locator('.MuiDataGrid-cell--editing').count(), 0);

    const ratingDemo = demo(page, 0);
    await cell(ratingDemo, 'reliability', 1).dblclick();
    await cell(ratingDemo, 'reliability', 1).locator('label').nth(4).click();
    await cell(ratingDemo, 'name', 0).click();
    await ratingDemo.locator('[aria-label="5 Stars"]').nth(1).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the date field editor saves a typed date', async () => {
    const { context, page, problems } = await open('editing/custom-edit-component');
    const scope = demo(page, 2);
    await cell(scope, 'renewsOn').dblclick();
    await page.keyboard.type('15032026');
    await page.keyboard.press('Enter');
    await cell(scope, 'renewsOn').getByText('15/03/2026').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('editing events are listed with their reasons, and a prevented stop keeps the editor open', async () => {
    const { context, page, problems } = await open('editing/editing-events');
    const log = demo(page, 0);
    await cell(log, 'note').dblclick();
    await log.getByText('cellEditStart · note of st-01 · reason: cellDoubleClick').waitFor();
    await page.keyboard.press('Escape');
    await log.getByText('cellEditStop · note of st-01 · reason: escapeKeyDown').waitFor();

    const prevent = demo(page, 2);
    await cell(prevent, 'dish').dblclick();
    await cell(prevent, 'servings', 2).click();
    assert.equal(
      await cell(prevent, 'dish').locator('input').count(),
      1,
      'still editing after a click outside',
    );
    await cell(prevent, 'dish').locator('input').press('Enter');
    assert.equal(await prevent.locator('.MuiDataGrid-cell--editing').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the multiline editor keeps line breaks typed with Shift+Enter', async () => {
    const { context, page, problems } = await open('editing/recipes');
    const scope = demo(page, 1);
    await cell(scope, 'summary', 1).dblclick();
    const area = page.getByRole('textbox', { name: 'Summary' });
    await area.waitFor();
    await area.press('End');
    await area.press('Shift+Enter');
    await area.pressSequentially('Seal replaced on 13 Feb.');
    await area.press('Enter');
    await cell(scope, 'summary', 1).getByText('Seal replaced on 13 Feb.').waitFor();
    const text = await cell(scope, 'summary', 1).innerText();
    assert.match(text, /unloading\.\nSeal replaced/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an invalid value keeps the row in edit mode; the confirm dialog saves or keeps the old value', async () => {
    const { context, page, problems } = await open('editing');
    const validation = demo(page, 5);
    await cell(validation, 'minStock').dblclick();
    await cell(validation, 'minStock').locator('input').fill('500');
    await cell(validation, 'minStock').locator('[title="Must be between 0 and 200"]').waitFor();
    await page.keyboard.press('Enter');
    assert.equal(
      await validation.locator('.MuiDataGrid-row--editing').count(),
      1,
      'the row stays in edit mode',
    );
    await page.keyboard.press('Escape');
    await validation.locator('.MuiDataGrid-row--editing').waitFor({ state: 'detached' });
    await context.close();

    const confirm = await open('editing/persistence');
    const scope = demo(confirm.page, 1);
    await cell(scope, 'seat').dblclick();
    await cell(scope, 'seat').locator('input').fill('3B');
    await confirm.page.keyboard.press('Enter');
    const dialog = confirm.page.getByRole('dialog');
    await dialog.getByText('Change seat from “12A” to “3B” for booking PNR-4QZ7?').waitFor();
    await dialog.getByRole('button', { name: 'Keep old value' }).click();
    await cell(scope, 'seat').getByText('12A').waitFor();
    await cell(scope, 'seat').dblclick();
    await cell(scope, 'seat').locator('input').fill('3B');
    await confirm.page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await cell(scope, 'seat').getByText('3B').waitFor();
    assert.deepEqual([...problems, ...confirm.problems], []);
    await confirm.context.close();
  });

  test('dragging a stop reorders the route kept in state; the depot cannot be dragged', async () => {
    const { context, page, problems } = await open('row-ordering');
    const scope = demo(page, 1);
    const handles = scope.locator('.MuiDataGrid-rowReorderCell--draggable');
    assert.equal(await handles.count(), 5, 'every stop but the depot has a handle');
    await handles.nth(1).dragTo(scope.locator('.MuiDataGrid-row').nth(4));
    await scope.getByText(/2\. 2 Mill Lane, flat 5 → 3\. Greenway Pharmacy, High Street/).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('controlled detail panels open from outside the grid; streamed rows update', async () => {
    const { context, page, problems } = await open('master-detail');
    const scope = demo(page, 2);
    await scope.getByRole('button', { name: 'Open all drafts' }).click();
    await scope.getByText('Open panels: PO-3100, PO-3103, PO-3106, PO-3109').waitFor();
    assert.ok((await scope.locator('.MuiDataGrid-detailPanel').count()) >= 2);
    await context.close();

    const streaming = await open('row-updates');
    const updates = cell(demo(streaming.page, 1), 'updates', 0);
    await streaming.page.waitForFunction(
      (element) => Number(element?.textContent) > 0,
      await updates.elementHandle(),
      { timeout: 10_000 },
    );
    assert.deepEqual([...problems, ...streaming.problems], []);
    await streaming.context.close();
  });
});
