/** Version switching keeps the page where it exists and never lands on a 404. */
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

const switcher = '.navbar__item.dropdown:has(> a.version-switcher)';

async function versionEntries(page) {
  return page.$$eval(`${switcher} .dropdown__link`, (links) =>
    links.map((link) => ({
      text: link.textContent?.trim(),
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current') === 'true',
      checked: link.querySelector('svg') !== null,
    })),
  );
}

async function switchTo(page, label) {
  await page.hover(`${switcher} > a`);
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator(`${switcher} .dropdown__link`)
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .click();
  await page.waitForLoadState('load');
}

test('the switcher lists every version with a check mark on the current one', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/introduction/installation/');
  const entries = await versionEntries(page);
  assert.deepEqual(
    entries.map((entry) => entry.text),
    ['8.0.0-alpha.1', 'v7', 'v6', 'v5', 'v4'],
  );
  assert.deepEqual(
    entries.filter((entry) => entry.checked).map((entry) => entry.text),
    ['8.0.0-alpha.1'],
  );
  assert.equal(entries.find((entry) => entry.current)?.text, '8.0.0-alpha.1');
  assert.equal(await page.textContent(`${switcher} > a`), '8.0.0-alpha.1');
  assert.deepEqual(problems, []);
  await context.close();
});

test('switching to v7 keeps the page, shows the v7 docs, and switching back returns', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/introduction/installation/');
  await switchTo(page, 'v7');
  await page.waitForURL(siteUrl('/x/v7/introduction/installation/'));
  await page.waitForSelector('.theme-doc-version-banner');
  assert.match(await page.textContent('.theme-doc-version-banner'), /no longer actively maintained/);
  assert.equal(await page.textContent(`${switcher} > a`), 'v7');

  await switchTo(page, '8.0.0-alpha.1');
  await page.waitForURL(siteUrl('/x/introduction/installation/'));
  assert.equal(await page.$('.theme-doc-version-banner'), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a page that an older version lacks leads to that version’s overview, not a 404', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-charts/bars/');
  const v4 = (await versionEntries(page)).find((entry) => entry.text === 'v4');
  assert.equal(v4?.href, '/x/v4/');
  await switchTo(page, 'v4');
  await page.waitForURL(siteUrl('/x/v4/'));
  const response = await page.request.get(siteUrl('/x/v4/'));
  assert.equal(response.status(), 200);
  assert.deepEqual(problems, []);
  await context.close();
});

test('/x/v7/ serves the v7 overview', async () => {
  const { context, page } = await openPage(browser);
  await visit(page, '/x/v7/');
  assert.match(await page.textContent('h1'), /v7/);
  await context.close();
});
