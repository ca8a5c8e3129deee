/** The established MUI X URL scheme keeps working, in both languages. */
import { PRODUCTS } from '../src/data/products';
import { expect, siteUrl, test, visit } from './fixtures';

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

test('each established address answers 200 in English and Chinese', async ({ request }) => {
  for (const path of PAGES) {
    for (const localized of [path, path.replace(/^\/x\//, '/x/zh/')]) {
      const response = await request.get(siteUrl(localized));
      expect(response.status(), localized).toBe(200);
    }
  }
});

test('/x/introduction/ shows the introduction overview, in every version and language', async ({ page }) => {
  for (const [from, to] of [
    ['/x/introduction/', '/x/'],
    ['/x/v7/introduction/', '/x/v7/'],
    ['/x/zh/introduction/', '/x/zh/'],
  ] as const) {
    await page.goto(siteUrl(from));
    await page.waitForURL(siteUrl(to));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('h1')).toHaveText(/overview|概览|概述/i);
  }
});

test.describe('an unknown address', () => {
  // The browser reports the 404 status of the page itself.
  test.use({ allowedConsole: /status of 404/ });

  test('gets the styled 404 page with status 404, linking each product', async ({ page }) => {
    const response = await page.goto(siteUrl('/x/react-data-grid/no-such-feature/'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText('Page Not Found');
    const links = await page.$$eval('nav[aria-labelledby="not-found-links-title"] a', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(links).toEqual(['/x/', ...PRODUCTS.map((product) => `/x${product.path}`)]);
  });
});

test('a page without trailing slash is redirected to its canonical address', async ({ page }) => {
  await visit(page, '/x/react-charts/bars/');
  await page.goto(siteUrl('/x/react-charts/bars'));
  expect(new URL(page.url()).pathname).toBe('/x/react-charts/bars/');
});
