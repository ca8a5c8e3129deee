/** Language switching and the Chinese build. */
import { ARCHIVED_VERSIONS } from '../src/data/versions';
import { expect, siteUrl, test, visit } from './fixtures';

test('switching to 中文 keeps the page and shows the Chinese interface', async ({ page }) => {
  await visit(page, '/x/introduction/installation/');
  const localeDropdown = '.navbar__item.dropdown:has(a.dropdown__link[lang="zh-CN"])';
  await page.hover(`${localeDropdown} > a`);
  await page.click(`${localeDropdown} a.dropdown__link[lang="zh-CN"]`);
  await page.waitForURL(siteUrl('/x/zh/introduction/installation/'));
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Theme strings and our own components are translated.
  await expect(
    page.locator('button[aria-label="切换到从右到左"]'),
    'direction toggle is translated',
  ).toHaveCount(1);
  await expect(page.locator('.pagination-nav')).toContainText(/上一页|下一页/);
});

test('/x/zh/ shows the Chinese UI, and every version link carries the language prefix', async ({ page }) => {
  await visit(page, '/x/zh/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const hrefs = await page.$$eval(
    '.navbar__item.dropdown:has(> a.version-switcher) .dropdown__link',
    (links) => links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs).toHaveLength(ARCHIVED_VERSIONS.length + 1);
  for (const href of hrefs) expect(href, 'starts with /x/zh/').toMatch(/^\/x\/zh\//);
});

test('an untranslated page falls back to English in the zh build with working links', async ({ page }) => {
  await visit(page, '/x/zh/v7/introduction/installation/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(
    page.locator('article a[href="/x/zh/v7/"]'),
    'links inside the fallback page stay in the zh build',
  ).not.toHaveCount(0);
  const response = await page.request.get(siteUrl('/x/zh/v7/'));
  expect(response.status()).toBe(200);
});
