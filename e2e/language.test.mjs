/** Language switching and the Chinese build. */
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

test('switching to 中文 keeps the page and shows the Chinese interface', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/introduction/installation/');
  const localeDropdown = '.navbar__item.dropdown:has(a.dropdown__link[lang="zh-CN"])';
  await page.hover(`${localeDropdown} > a`);
  await page.click(`${localeDropdown} a.dropdown__link[lang="zh-CN"]`);
  await page.waitForURL(siteUrl('/x/zh/introduction/installation/'));
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  // Theme strings and our own components are translated.
  assert.ok(await page.$('button[aria-label="切换到从右到左"]'), 'direction toggle is translated');
  assert.match(await page.textContent('.pagination-nav'), /上一页|下一页/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('/x/zh/ shows the Chinese UI, and every version link carries the language prefix', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/zh/');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  const hrefs = await page.$$eval(
    '.navbar__item.dropdown:has(> a.version-switcher) .dropdown__link',
    (links) => links.map((link) => link.getAttribute('href')),
  );
  assert.equal(hrefs.length, 5);
  for (const href of hrefs) {
    assert.ok(href?.startsWith('/x/zh/'), `${href} should start with /x/zh/`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('an untranslated page falls back to English in the zh build with working links', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/zh/v7/introduction/installation/');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  const overviewLink = await page.$('article a[href="/x/zh/v7/"]');
  assert.ok(overviewLink, 'links inside the fallback page stay in the zh build');
  const response = await page.request.get(siteUrl('/x/zh/v7/'));
  assert.equal(response.status(), 200);
  assert.deepEqual(problems, []);
  await context.close();
});
