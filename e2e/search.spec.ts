/** Local search: index loaded on open, keyboard dialog, versions, languages, product ranking, search page. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, siteUrl, test, visit } from './fixtures';
import { E2E_BUILD_DIR } from './profile';
import { combobox, recordIndexRequests, searchButton, searchInDialog, waitForResults } from './searchDialog';

test('the index loads only when search opens, and the dialog moves nothing underneath', async ({ page }) => {
  const requests = recordIndexRequests(page);
  await visit(page, '/x/introduction/installation/');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  // Named by its visible text, with the shortcut announced as a key shortcut.
  await expect(page.locator(searchButton)).toHaveAccessibleName('Search Ctrl K');
  await expect(page.locator(searchButton)).toHaveAttribute('aria-keyshortcuts', 'Control+K');

  const layout = () =>
    page.evaluate(() => ({
      main: JSON.stringify(document.querySelector('main')?.getBoundingClientRect()),
      navbar: JSON.stringify(document.querySelector('.navbar')?.getBoundingClientRect()),
      width: document.documentElement.clientWidth,
    }));
  const before = await layout();
  await page.click(searchButton);
  await page.waitForSelector(combobox);
  expect(await layout()).toEqual(before);
  await page.waitForSelector('[data-status="ready"]');
  expect(requests).toEqual(['/x/search-index/current.json']);
});

test('“editing” puts the Data Grid editing page in the top three, with marked excerpts', async ({ page }) => {
  await visit(page, '/x/');
  const hrefs = await searchInDialog(page, 'editing');
  expect(
    hrefs.slice(0, 3).some((href) => href.startsWith('/x/react-data-grid/editing/')),
    `top three: ${hrefs.slice(0, 3).join(', ')}`,
  ).toBe(true);
  const marks = await page.$$eval('[role="option"] mark', (nodes) =>
    nodes.map((node) => node.textContent ?? ''),
  );
  expect(marks.length).toBeGreaterThan(0);
  for (const text of marks) expect(text).toMatch(/^editing$/i);
});

test('arrow keys choose a result, Enter opens it, Escape closes and returns focus', async ({ page }) => {
  await visit(page, '/x/');
  const hrefs = await searchInDialog(page, 'editing');
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  const input = page.locator(combobox);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const listId = await input.getAttribute('aria-controls');
  await expect(page.locator('[role="listbox"]')).toHaveAttribute('id', listId ?? '');
  const selected = () => page.getAttribute('[role="option"][aria-selected="true"]', 'id');
  expect(await input.getAttribute('aria-activedescendant')).toBe(await selected());

  await page.keyboard.press('ArrowDown');
  expect(await input.getAttribute('aria-activedescendant')).toBe(await selected());
  await expect(page.locator('a[role="option"][aria-selected="true"]')).toHaveAttribute(
    'href',
    hrefs[1] ?? '',
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForURL(siteUrl(hrefs[0] ?? ''));
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  await expect(page.locator('article h1')).toContainText('Editing');

  await page.keyboard.press('Control+k');
  await page.waitForSelector(combobox);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
});

test('results of the current page’s product rank first', async ({ page }) => {
  await visit(page, '/x/react-date-pickers/date-range-picker/');
  const hrefs = await searchInDialog(page, 'editing');
  expect(hrefs[0]).toMatch(/^\/x\/react-date-pickers\//);
  expect(hrefs.some((href) => href.startsWith('/x/react-data-grid/editing/'))).toBe(true);
});

test('a Chinese query finds a translated page on /x/zh/, from the zh index', async ({ page }) => {
  const requests = recordIndexRequests(page);
  await visit(page, '/x/zh/');
  const hrefs = await searchInDialog(page, '安装');
  expect(requests).toEqual(['/x/zh/search-index/current.json']);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/x\/zh\//);
  expect(hrefs[0]).toMatch(/^\/x\/zh\/introduction\/installation\//);
  await expect(page.locator('a[role="option"]').first()).toContainText('安装');
  await expect(page.locator(combobox)).toHaveAttribute('placeholder', '搜索 v8');
});

test('on /x/v7/ results link to v7 pages only', async ({ page }) => {
  const requests = recordIndexRequests(page);
  await visit(page, '/x/v7/introduction/installation/');
  for (const query of ['installation', 'data grid', 'charts']) {
    if (query !== 'installation') await page.keyboard.press('Escape');
    const hrefs = await searchInDialog(page, query);
    expect(hrefs.length, query).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, query).toMatch(/^\/x\/v7\//);
  }
  expect([...new Set(requests)]).toEqual(['/x/search-index/7.x.json']);
});

test('on a v7 page, search finds the v7 guides and API pages', async ({ page }) => {
  await visit(page, '/x/v7/react-data-grid/');
  const guides = await searchInDialog(page, 'tree data');
  expect(guides).toContain('/x/v7/react-data-grid/tree-data/');
  await page.keyboard.press('Escape');
  const api = await searchInDialog(page, 'DataGridPremium');
  expect(api).toContain('/x/v7/api/data-grid/data-grid-premium/');
});

test('the search page searches v7 when asked, and its results load the v7 pages', async ({ page }) => {
  // The search page belongs to the current build part; v7 is the other one's (src/navigation/buildParts.ts).
  const requests = recordIndexRequests(page);
  await visit(page, '/x/search/?q=tree%20data&version=7.x');
  await waitForResults(page, 'tree data');
  await expect(page.locator('main')).toContainText('results in v7');
  expect([...new Set(requests)]).toEqual(['/x/search-index/7.x.json']);
  const result = page.locator('main ol a[href="/x/v7/react-data-grid/tree-data/"]');
  await result.click();
  await page.waitForURL(siteUrl('/x/v7/react-data-grid/tree-data/'));
  await expect(page.locator('h1')).toContainText('Tree data');
});

test('the search page keeps the query in the URL, in both languages', async ({ page }) => {
  await visit(page, '/x/search/?q=editing');
  await waitForResults(page, 'editing');
  const hrefs = await page.$$eval('main ol a', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs.slice(0, 3).some((href) => href.startsWith('/x/react-data-grid/editing/'))).toBe(true);
  await page.fill('main input[type="search"]', 'row grouping');
  await waitForResults(page, 'row grouping');
  expect(new URL(page.url()).searchParams.get('q')).toBe('row grouping');
  await expect(page.locator('main ol a').first()).toContainText('Row grouping');

  await visit(page, '/x/zh/search/?q=%E5%AE%89%E8%A3%85');
  await waitForResults(page, '安装');
  await expect(page.locator('main ol a').first()).toHaveAttribute(
    'href',
    /^\/x\/zh\/introduction\/installation\//,
  );
  await expect(page.locator('main h1')).toContainText('搜索文档');
});

test.describe('a failing index', () => {
  test.use({ allowedConsole: /status of 500/ });

  test('a missing index shows a message and a retry, and the page stays', async ({ page, context }) => {
    await context.route('**/search-index/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await visit(page, '/x/react-charts/bars/');
    const heading = await page.locator('article h1').innerText();
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-status="error"]');
    await expect(page.locator('[role="dialog"] [role="status"]')).toContainText('could not be loaded');
    await context.unroute('**/search-index/**');
    await page.click('[role="dialog"] [role="status"] button');
    await page.fill(combobox, 'bars');
    await waitForResults(page, 'bars');
    await expect(page.locator('article h1')).toHaveText(heading);
  });
});

test('without Algolia settings nothing of Algolia is built or loaded', async ({ page }) => {
  for (const dir of [join(E2E_BUILD_DIR, 'assets/js'), join(E2E_BUILD_DIR, 'zh/assets/js')]) {
    // What survives minification of Algolia's client (its hosts) and of DocSearch (its class names);
    // a comment that names Algolia, as Docusaurus's own code has, is not Algolia's code.
    const withAlgolia = readdirSync(dir).filter((name) =>
      /algolia\.net|algolianet\.com|DocSearch-/.test(readFileSync(join(dir, name), 'utf8')),
    );
    expect(withAlgolia, dir).toEqual([]);
  }
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await visit(page, '/x/react-data-grid/');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[role="dialog"] [data-status="ready"]');
  expect(requested.filter((url) => /algolia|docsearch/i.test(url))).toEqual([]);
  await expect(page.locator('.DocSearch-Button')).toHaveCount(0);
});
