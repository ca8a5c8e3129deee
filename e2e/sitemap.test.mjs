/** Every URL of both locales' sitemaps loads, hydrates and logs no error. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launchBrowser, openPage, siteUrl, waitForHydration } from './harness.mjs';

async function sitemapPaths(sitemapUrl) {
  const response = await fetch(sitemapUrl);
  assert.equal(response.status, 200, `${sitemapUrl} should exist`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * The generated API reference has about 420 pages per locale. English visits all of them; Chinese
 * shares their layout and data, so it visits the four product indexes and every 10th API page
 * (sorted, so the sample is the same on every run), which keeps this test within its time budget.
 */
const API_SAMPLE_STEP = 10;

function localePaths(locale, paths) {
  if (locale === 'en') return paths;
  const isApi = (path) => /\/api\/[a-z-]+\/./.test(path.replace(/^\/x\/zh/, ''));
  const apiPages = paths.filter(isApi).sort();
  const sample = new Set(apiPages.filter((_path, index) => index % API_SAMPLE_STEP === 0));
  return paths.filter((path) => !isApi(path) || sample.has(path));
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const locale of ['en', 'zh']) {
  describe(`sitemap smoke (${locale})`, () => {
    test(`every page of the ${locale} sitemap loads with 200, hydrates and logs nothing`, async () => {
      const sitemap = locale === 'en' ? `${BASE_URL}sitemap.xml` : `${BASE_URL}zh/sitemap.xml`;
      const paths = localePaths(locale, await sitemapPaths(sitemap));
      assert.ok(paths.length >= 10, `expected a real sitemap, got ${paths.length} URLs`);
      const { context, page, problems } = await openPage(browser);
      const failures = [];
      for (const path of paths) {
        problems.length = 0;
        try {
          const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
          if (response?.status() !== 200) {
            failures.push(`${path}: status ${response?.status()}`);
            continue;
          }
          await waitForHydration(page);
          const lang = await page.getAttribute('html', 'lang');
          const expectedLang = locale === 'zh' ? 'zh-CN' : 'en';
          if (lang !== expectedLang) failures.push(`${path}: html lang ${lang}`);
          if (problems.length > 0) failures.push(`${path}: ${problems.join(' | ')}`);
        } catch (error) {
          failures.push(`${path}: ${error.message}`);
        }
      }
      await context.close();
      assert.deepEqual(failures, [], `${failures.length} of ${paths.length} pages failed`);
    });
  });
}
