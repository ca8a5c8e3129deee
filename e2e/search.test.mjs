/** Local search: index loaded on open, keyboard dialog, versions, languages, product ranking, search page. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openPage, siteUrl, visit } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const searchButton = '.navbar button[data-search-button]';
const combobox = '[role="dialog"] input[role="combobox"]';

/** Records the search index files the page fetches. */
function recordIndexRequests(page) {
  const requests = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

async function waitForResults(page, query) {
  await page.waitForFunction((expected) => {
    const body = document.querySelector('[data-query]');
    return body?.getAttribute('data-query') === expected && body.getAttribute('data-status') === 'ready';
  }, query);
}

async function searchInDialog(page, query) {
  await page.keyboard.press('Control+k');
  await page.waitForSelector(combobox);
  await page.fill(combobox, query);
  await waitForResults(page, query);
  return page.$$eval('[role="listbox"] [role="option"] a', (links) =>
    links.map((link) => link.getAttribute('href')),
  );
}

test('the index loads only when search opens, and the dialog moves nothing underneath', async () => {
  const { context, page, problems } = await openPage(browser);
  const requests = recordIndexRequests(page);
  await visit(page, '/x/introduction/installation/');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(requests, []);
  assert.match(await page.getAttribute(searchButton, 'aria-label'), /Search \(Ctrl K\)/);

  const layout = () =>
    page.evaluate(() => ({
      main: JSON.stringify(document.querySelector('main')?.getBoundingClientRect()),
      navbar: JSON.stringify(document.querySelector('.navbar')?.getBoundingClientRect()),
      width: document.documentElement.clientWidth,
    }));
  const before = await layout();
  await page.click(searchButton);
  await page.waitForSelector(combobox);
  assert.deepEqual(await layout(), before);
  await page.waitForSelector('[data-status="ready"]');
  assert.deepEqual(requests, ['/x/search-index/current.json']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('“editing” puts the Data Grid editing page in the top three, with marked excerpts', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/');
  const hrefs = await searchInDialog(page, 'editing');
  assert.ok(
    hrefs.slice(0, 3).some((href) => href.startsWith('/x/react-data-grid/editing/')),
    `top three: ${hrefs.slice(0, 3).join(', ')}`,
  );
  const marks = await page.$$eval('[role="option"] mark', (nodes) => nodes.map((node) => node.textContent));
  assert.ok(marks.length > 0 && marks.every((text) => /^editing$/i.test(text)), marks.join(','));
  assert.deepEqual(problems, []);
  await context.close();
});

test('arrow keys choose a result, Enter opens it, Escape closes and returns focus', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/');
  const hrefs = await searchInDialog(page, 'editing');
  assert.ok(hrefs.length >= 2);
  const input = page.locator(combobox);
  assert.equal(await input.getAttribute('aria-expanded'), 'true');
  const listId = await input.getAttribute('aria-controls');
  assert.equal(await page.getAttribute(`[role="listbox"]`, 'id'), listId);
  const selected = () => page.getAttribute('[role="option"][aria-selected="true"]', 'id');
  assert.equal(await input.getAttribute('aria-activedescendant'), await selected());

  await page.keyboard.press('ArrowDown');
  assert.equal(await input.getAttribute('aria-activedescendant'), await selected());
  assert.equal(await page.getAttribute('[role="option"][aria-selected="true"] a', 'href'), hrefs[1]);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForURL(siteUrl(hrefs[0]));
  assert.equal(await page.$('[role="dialog"]'), null);
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('Editing'));

  await page.keyboard.press('Control+k');
  await page.waitForSelector(combobox);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')), 'dialog');
  assert.deepEqual(problems, []);
  await context.close();
});

test('results of the current page’s product rank first', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-date-pickers/date-range-picker/');
  const hrefs = await searchInDialog(page, 'editing');
  assert.match(hrefs[0], /^\/x\/react-date-pickers\//);
  assert.ok(hrefs.some((href) => href.startsWith('/x/react-data-grid/editing/')));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a Chinese query finds a translated page on /x/zh/, from the zh index', async () => {
  const { context, page, problems } = await openPage(browser);
  const requests = recordIndexRequests(page);
  await visit(page, '/x/zh/');
  const hrefs = await searchInDialog(page, '安装');
  assert.deepEqual(requests, ['/x/zh/search-index/current.json']);
  assert.ok(hrefs.length > 0);
  assert.ok(
    hrefs.every((href) => href.startsWith('/x/zh/')),
    hrefs.join(', '),
  );
  assert.match(hrefs[0], /^\/x\/zh\/introduction\/installation\//);
  const title = await page.textContent('[role="option"] a');
  assert.match(title, /安装/);
  assert.equal(await page.getAttribute(combobox, 'placeholder'), '搜索 8.0.0-alpha.1');
  assert.deepEqual(problems, []);
  await context.close();
});

test('on /x/v7/ results link to v7 pages only', async () => {
  const { context, page, problems } = await openPage(browser);
  const requests = recordIndexRequests(page);
  await visit(page, '/x/v7/introduction/installation/');
  for (const query of ['installation', 'data grid', 'charts']) {
    if (query !== 'installation') await page.keyboard.press('Escape');
    const hrefs = await searchInDialog(page, query);
    assert.ok(hrefs.length > 0, query);
    assert.ok(
      hrefs.every((href) => href.startsWith('/x/v7/')),
      `${query}: ${hrefs.join(', ')}`,
    );
  }
  assert.deepEqual([...new Set(requests)], ['/x/search-index/7.x.json']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the search page keeps the query in the URL, in both languages', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/search/?q=editing');
  await waitForResults(page, 'editing');
  const hrefs = await page.$$eval('main ol a', (links) => links.map((link) => link.getAttribute('href')));
  assert.ok(hrefs.slice(0, 3).some((href) => href.startsWith('/x/react-data-grid/editing/')));
  await page.fill('main input[type="search"]', 'row grouping');
  await waitForResults(page, 'row grouping');
  assert.equal(new URL(page.url()).searchParams.get('q'), 'row grouping');
  assert.match(await page.textContent('main ol a'), /Row grouping/);

  await visit(page, '/x/zh/search/?q=%E5%AE%89%E8%A3%85');
  await waitForResults(page, '安装');
  assert.match(await page.getAttribute('main ol a', 'href'), /^\/x\/zh\/introduction\/installation\//);
  assert.match(await page.textContent('main h1'), /搜索文档/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a missing index shows a message and a retry, and the page stays', async () => {
  const { context, page, problems } = await openPage(browser);
  await context.route('**/search-index/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await visit(page, '/x/react-charts/bars/');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[data-status="error"]');
  assert.match(await page.textContent('[role="dialog"] [role="status"]'), /could not be loaded/);
  await context.unroute('**/search-index/**');
  await page.click('[role="dialog"] [role="status"] button');
  await page.fill(combobox, 'bars');
  await waitForResults(page, 'bars');
  assert.match(await page.textContent('article h1'), /Bars/);
  assert.deepEqual(
    problems.filter((problem) => !/status of 500/.test(problem)),
    [],
  );
  await context.close();
});

test('without Algolia settings nothing of Algolia is built or loaded', async () => {
  for (const dir of ['build/assets/js', 'build/zh/assets/js']) {
    const withAlgolia = readdirSync(dir).filter((name) =>
      /algolia|@docsearch|DocSearch-/i.test(readFileSync(join(dir, name), 'utf8')),
    );
    assert.deepEqual(withAlgolia, [], dir);
  }
  const { context, page, problems } = await openPage(browser);
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await visit(page, '/x/react-data-grid/');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[role="dialog"] [data-status="ready"]');
  assert.deepEqual(
    requested.filter((url) => /algolia|docsearch/i.test(url)),
    [],
  );
  assert.equal(await page.$('.DocSearch-Button'), null);
  assert.deepEqual(problems, []);
  await context.close();
});
