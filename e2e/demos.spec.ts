/**
 * The live demo toolbar (src/components/Demo): one global JS/TS switch,
 * styling flavours, copy timings (with a paused clock, never sleeps), live
 * editing with its error boxes, and opening a demo in a sandbox. Demos are
 * found by name (`data-demo`), never by position.
 */
import type { Page } from '@playwright/test';
import { demo, expect, pauseClock, test, visit } from './fixtures';

/** Code as a reader sees it, whitespace aside (highlighting splits lines into spans). */
const squash = (text: string) => text.replace(/\s+/g, '');

const allDemos = (page: Page) => page.locator('section[data-demo]');

test('switching one demo to JS switches every demo on the page, and it survives a reload', async ({
  page,
  context,
}) => {
  await visit(page, '/x/react-data-grid/');
  const sections = await allDemos(page).all();
  expect(sections.length).toBeGreaterThan(1);
  for (const section of sections) await section.getByRole('button', { name: 'Show code' }).click();
  const codes = () => allDemos(page).locator('pre code').allTextContents();
  for (const code of await codes()) expect(code).toMatch(/GridColDef|: [A-Z]\w+|interface /);

  await demo(page, 'StockLevelGrid').getByRole('button', { name: 'JS', exact: true }).click();
  for (const code of await codes()) {
    expect(code).not.toMatch(/GridColDef<|: number|interface /);
    expect(code).toMatch(/export default function/);
  }
  const cookie = (await context.cookies()).find((entry) => entry.name === 'codeVariant');
  expect(cookie?.value).toBe('JS');

  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const again = demo(page, 'SupportRota');
  await again.getByRole('button', { name: 'Show code' }).click();
  await expect(again.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await codes()).join('\n')).not.toMatch(/GridColDef</);
});

test.describe('copying', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('copy puts the visible variant on the clipboard; Copied lasts 2 s on code blocks and 1.2 s in the toolbar', async ({
    page,
  }) => {
    await page.clock.install();
    await visit(page, '/x/react-charts/bars/');
    await pauseClock(page);
    const bars = demo(page, 'RevenueBars');
    await bars.getByRole('button', { name: 'Show code' }).click();
    const js = bars.getByRole('button', { name: 'JS', exact: true });
    await js.click();
    // The switch re-renders every demo of the page: the code is read and copied once it has.
    await expect(js).toHaveAttribute('aria-pressed', 'true');
    const shown = await bars.locator('pre code').innerText();

    const blockCopy = bars.locator('.theme-code-block button:has([data-copy-status])');
    await blockCopy.click();
    await expect(bars.locator('.theme-code-block [data-copy-status="copied"]')).toBeVisible();
    await expect(blockCopy).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(squash(copied)).toBe(squash(shown));
    expect(copied).toMatch(/export default function RevenueBars\(\) \{\n {2}return \(/);
    expect(copied).not.toMatch(/: number|: string/);
    await page.clock.runFor(1999);
    await expect(blockCopy).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(bars.locator('.theme-code-block [data-copy-status="idle"]')).toBeAttached();
    await expect(blockCopy).toHaveText('Copy');

    const toolbarCopy = bars.getByRole('button', { name: 'Copy the source' });
    await toolbarCopy.click();
    await expect(bars.locator('[role="toolbar"] [data-copy-status="copied"]')).toBeAttached();
    await page.clock.runFor(1199);
    await expect(toolbarCopy).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(bars.locator('[role="toolbar"] [data-copy-status="idle"]')).toBeAttached();
  });

  test('a Markdown code block copies its code and confirms for 2 s', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/x/introduction/installation/');
    await pauseClock(page);
    const block = page.locator('.theme-code-block').first();
    const code = await block.locator('pre code').innerText();
    await block.hover();
    await block.locator('button:has([data-copy-status])').click();
    await expect(block.locator('[data-copy-status="copied"]')).toBeAttached();
    expect(squash(await page.evaluate(() => navigator.clipboard.readText()))).toBe(squash(code));
    await page.clock.runFor(1999);
    await expect(block.locator('[data-copy-status="copied"]')).toBeAttached();
    await page.clock.runFor(1);
    await expect(block.locator('[data-copy-status="idle"]')).toBeAttached();
  });
});

test('styling flavours switch the live demo and its source; the choice is global', async ({ page }) => {
  await visit(page, '/x/react-data-grid/');
  const stock = demo(page, 'StockLevelGrid');
  await stock.getByRole('button', { name: 'Tailwind' }).click();
  const pill = page.locator('[data-flavour="tailwind"] .rounded-full').first();
  await expect(pill).toBeVisible();
  await expect(pill).not.toHaveCSS('border-top-left-radius', '0px');
  await stock.getByRole('button', { name: 'CSS', exact: true }).click();
  await expect(page.locator('[data-flavour="css"] .stock-pill').first()).toBeVisible();
  await stock.getByRole('button', { name: 'Show code' }).click();
  await expect(stock.locator('pre code')).toContainText("import './StockLevelGrid.css';");
  // A demo without flavours keeps its only one, and shows no styling switch.
  await expect(demo(page, 'InventoryOverview').locator('[role="group"][aria-label="Styling"]')).toHaveCount(
    0,
  );
  await expect(demo(page, 'InventoryOverview').locator('[data-flavour="system"]')).toBeVisible();
});

test.describe('live editing', () => {
  test.use({ allowedConsole: /bookshop offline/ });

  test('editing re-renders the demo; a syntax error is shown, not thrown; reset restores it', async ({
    page,
  }) => {
    await visit(page, '/x/react-charts/bars/');
    const bars = demo(page, 'RevenueBars');
    const live = bars.locator('[data-flavour]');
    await bars.getByRole('button', { name: 'Edit' }).click();
    const editor = bars.getByLabel('Demo source, editable');
    await expect(editor).toBeVisible();
    const original = await editor.inputValue();
    await editor.fill(original.replace('Revenue, first half-year', 'Turnover, January to June'));
    await expect(live.getByText('Turnover, January to June')).toBeVisible();

    await editor.fill(original.replace('export default function', 'export default functio'));
    await expect(bars.locator('[data-demo-error="edit"]')).toContainText('does not compile');
    await expect(live.getByText('Turnover, January to June'), 'the last good version stays').toBeVisible();

    await editor.fill(original.replace('return (', "throw new Error('bookshop offline');\n  return ("));
    await expect(bars.locator('[data-demo-error="crashed"]')).toContainText('bookshop offline');
    await expect(page.locator('h1'), 'the rest of the page still works').toBeVisible();

    await bars.getByRole('button', { name: 'Reset' }).click();
    await expect(live.getByText('Revenue, first half-year')).toBeVisible();
    await expect(bars.locator('[data-demo-error]')).toHaveCount(0);
  });
});

test('StackBlitz gets a runnable project: the demo, the modules it imports, pinned versions', async ({
  page,
  context,
}) => {
  const posted: string[] = [];
  await context.route('https://stackblitz.com/**', async (route) => {
    posted.push(route.request().postData() ?? '');
    await route.fulfill({ contentType: 'text/html', body: '<title>StackBlitz</title>' });
  });
  await visit(page, '/x/react-charts/bars/');
  const bars = demo(page, 'RevenueBars');
  await bars.getByRole('button', { name: 'JS', exact: true }).click();
  const [sandbox] = await Promise.all([
    context.waitForEvent('page'),
    bars.getByRole('button', { name: /StackBlitz/ }).click(),
  ]);
  await sandbox.waitForLoadState('load');
  expect(posted).toHaveLength(1);
  const fields = new URLSearchParams(posted[0]);
  expect(fields.get('project[files][src/Demo.jsx]')).toMatch(/export default function RevenueBars/);
  const imported = [...fields.keys()].filter((key) => /^project\[files\]\[src\/(?!Demo|main)/.test(key));
  expect(imported.length, 'the sibling modules the demo imports').toBeGreaterThan(0);
  const packageJson = JSON.parse(fields.get('project[files][package.json]') ?? '{}');
  expect(packageJson.dependencies['@mui/x-charts']).toMatch(/^\d+\.\d+\.\d+$/);
});

test('on a Chinese page, demos show the packages’ Chinese labels without a change to their source', async ({
  page,
}) => {
  await visit(page, '/x/zh/react-data-grid/');
  const rota = demo(page, 'SupportRota');
  await rota.scrollIntoViewIfNeeded();
  await expect(rota.locator('[data-demo-state]')).toHaveAttribute('data-demo-state', 'live');
  await expect(rota.getByRole('button', { name: '列', exact: true })).toBeVisible();
  await expect(rota.getByRole('button', { name: '筛选器', exact: true })).toBeVisible();

  await visit(page, '/x/zh/react-date-pickers/date-calendar/');
  const calendar = demo(page, 'CalendarShiftRota');
  // The server snapshot is already in Chinese, and so is the live calendar: month and weekday names.
  await expect(calendar.getByText(/^[一二三四五六七八九十]{1,3}月 \d{4}$/)).toBeVisible();
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar.locator('[data-demo-state]')).toHaveAttribute('data-demo-state', 'live');
  await expect(calendar.getByText(/^[一二三四五六七八九十]{1,3}月 \d{4}$/)).toBeVisible();
  await expect(calendar.getByText('一', { exact: true })).toBeVisible();
});

test.describe('before a demo is live', () => {
  // Demos go live as they come on screen; with an observer that never reports, only the reader's
  // touch makes one live, so the input below lands on its server snapshot and must not be lost.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      class Unseen {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      }
      Object.defineProperty(window, 'IntersectionObserver', { value: Unseen, configurable: true });
    });
  });

  const state = (section: ReturnType<typeof demo>) => section.locator('[data-demo-state]');

  test('its snapshot stays on screen; a click on a tree item makes it live and expands the item', async ({
    page,
  }) => {
    await visit(page, '/x/react-tree-view/');
    const chart = demo(page, 'OverviewRichOrgChart');
    await expect(state(chart)).toHaveAttribute('data-demo-state', 'waiting');
    const item = chart.getByText('Priya Raman — CFO', { exact: true });
    await expect(item, 'the server snapshot is on screen while the demo waits').toBeVisible();
    await expect(chart.getByText('Accounts payable (3 people)')).toHaveCount(0);

    await item.click();
    await expect(state(chart)).toHaveAttribute('data-demo-state', 'live');
    await expect(chart.getByText('Accounts payable (3 people)'), 'the click expanded the item').toBeVisible();
  });

  test('the first press on a Select opens it', async ({ page }) => {
    await visit(page, '/x/react-data-grid/server-side-data/cache/');
    const cache = demo(page, 'CacheClearedWhen');
    await expect(state(cache)).toHaveAttribute('data-demo-state', 'waiting');
    await cache.getByRole('combobox', { name: 'Branch' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(state(cache)).toHaveAttribute('data-demo-state', 'live');
  });

  test('a date typed into a picker field lands in it', async ({ page }) => {
    await visit(page, '/x/react-date-pickers/date-picker/');
    const picker = demo(page, 'DatePickerChangeLog');
    await expect(state(picker)).toHaveAttribute('data-demo-state', 'waiting');
    const field = picker.getByRole('group', { name: 'Concert date' });
    await field.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('10152025');
    await expect(state(picker)).toHaveAttribute('data-demo-state', 'live');
    await expect(field.getByRole('spinbutton', { name: 'Month' })).toHaveText('10');
    await expect(field.getByRole('spinbutton', { name: 'Day' })).toHaveText('15');
    await expect(field.getByRole('spinbutton', { name: 'Year' })).toHaveText('2025');
  });

  test('a press on a picker’s calendar icon opens the calendar', async ({ page }) => {
    await visit(page, '/x/react-date-pickers/date-picker/');
    const picker = demo(page, 'DeliveryDatePicker');
    await picker
      .getByRole('button', { name: /choose date/i })
      .locator('svg')
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(state(picker)).toHaveAttribute('data-demo-state', 'live');
  });
});
