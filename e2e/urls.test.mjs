/** The established MUI X URL scheme keeps working, in both languages. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, siteUrl, visit } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PAGES = [
  '/x/',
  '/x/introduction/installation/',
  '/x/common-concepts/custom-components/',
  '/x/react-data-grid/',
  '/x/react-data-grid/editing/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-charts/bars/',
  '/x/react-tree-view/rich-tree-view/items/',
  '/x/migration/migration-data-grid-v7/',
];

test('each established address answers 200 in English and Chinese', async () => {
  for (const path of PAGES) {
    for (const localized of [path, path.replace(/^\/x\//, '/x/zh/')]) {
      const response = await fetch(siteUrl(localized));
      assert.equal(response.status, 200, localized);
    }
  }
});

test('/x/introduction/ shows the introduction overview, in every version and language', async () => {
  const { context, page, problems } = await openPage(browser);
  for (const [from, to] of [
    ['/x/introduction/', '/x/'],
    ['/x/v7/introduction/', '/x/v7/'],
    ['/x/zh/introduction/', '/x/zh/'],
  ]) {
    await page.goto(siteUrl(from));
    await page.waitForURL(siteUrl(to));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.match(await page.textContent('h1'), /overview|概览|概述/i);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('an unknown address gets the styled 404 page with status 404', async () => {
  const response = await fetch(siteUrl('/x/react-data-grid/no-such-feature/'));
  assert.equal(response.status, 404);
  const { context, page } = await openPage(browser);
  await page.goto(siteUrl('/x/react-data-grid/no-such-feature/'));
  assert.match(await page.textContent('h1'), /Page Not Found/);
  const links = await page.$$eval('nav[aria-labelledby="not-found-links-title"] a', (anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href')),
  );
  assert.deepEqual(links, [
    '/x/',
    '/x/react-data-grid/',
    '/x/react-date-pickers/date-picker/',
    '/x/react-charts/bars/',
    '/x/react-tree-view/rich-tree-view/items/',
  ]);
  await context.close();
});

test('a page without trailing slash is redirected to its canonical address', async () => {
  const { context, page } = await openPage(browser);
  await visit(page, '/x/react-charts/bars/');
  await page.goto(siteUrl('/x/react-charts/bars'));
  assert.equal(new URL(page.url()).pathname, '/x/react-charts/bars/');
  await context.close();
});
