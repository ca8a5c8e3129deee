/**
 * Analytics in the built site. No measurement id is configured, so events
 * stay in the in-page queue `window.dataLayer` (one `arguments` per call).
 */
import type { Page } from '@playwright/test';
import { productById } from '../src/data/products';
import { analyticsQueue as queue, expect, siteUrl, test, visit } from './fixtures';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL } from './profile';

async function pageViews(page: Page) {
  return (await queue(page)).filter(([command, name]) => command === 'event' && name === 'page_view');
}

async function waitForPageViews(page: Page, count: number) {
  await page.waitForFunction(
    (expected) =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry[0] === 'event' && entry[1] === 'page_view',
      ).length >= expected,
    count,
  );
}

const ORIGIN = new URL(siteUrl('/')).origin;
/** A product's start page as the site links it (`/react-charts/` → `/x/react-charts/`). */
const productPage = (id: Parameters<typeof productById>[0]) => `/x${productById(id).path}`;
/** page_location is the canonical address: no trailing slash. */
const location = (path: string) => `${ORIGIN}${path.replace(/\/$/, '')}`;

test('three pages, API page included, record three page_view events with their products', async ({
  page,
}) => {
  await visit(page, '/x/api/data-grid/data-grid/');
  await waitForPageViews(page, 1);
  const titles = [await page.title()];

  // Client-side navigation through the footer's product links.
  await page.click('footer a[data-ga-event-label="Charts"]');
  await page.waitForURL(siteUrl(productPage('charts')));
  await waitForPageViews(page, 2);
  titles.push(await page.title());

  await page.click('footer a[data-ga-event-label="Date and Time Pickers"]');
  await page.waitForURL(siteUrl(productPage('date-pickers')));
  await waitForPageViews(page, 3);
  titles.push(await page.title());

  const views = (await pageViews(page)).map(([, , params]) => params);
  expect(views).toEqual([
    {
      page_title: titles[0],
      page_location: location('/x/api/data-grid/data-grid/'),
      product_id: 'x-data-grid',
      product_category_id: 'x',
    },
    {
      page_title: titles[1],
      page_location: location(productPage('charts')),
      product_id: 'x-charts',
      product_category_id: 'x',
    },
    {
      page_title: titles[2],
      page_location: location(productPage('date-pickers')),
      product_id: 'x-date-pickers',
      product_category_id: 'x',
    },
  ]);
  expect(titles[0]).toMatch(/DataGrid API/);
});

test('clicking a tagged element records its click event', async ({ page }) => {
  await visit(page, '/x/introduction/installation/');
  await page.click('footer a[data-ga-event-label="Tree View"]');
  await page.waitForURL(siteUrl(productPage('tree-view')));
  const clicks = (await queue(page)).filter(([command, name]) => command === 'event' && name === 'footer');
  expect(clicks).toEqual([
    ['event', 'footer', { event_action: 'product', event_label: 'Tree View', event_split: null }],
  ]);
});

test.describe('user properties', () => {
  test.use({ colorScheme: 'dark' });

  test('a Chinese page reports its canonical location without the language, and user properties', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'codeVariant', value: 'JS', url: siteUrl('/x/') },
      { name: 'codeStyling', value: 'Tailwind', url: siteUrl('/x/') },
    ]);
    await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'light'));
    await visit(page, '/x/zh/v7/');
    await waitForPageViews(page, 1);
    const entries = await queue(page);
    const [view] = await pageViews(page);
    expect(view?.[2]?.page_location).toBe(`${ORIGIN}/x/v7`);
    expect(view?.[2]?.product_category_id).toBe('x');
    const properties = entries.find(([command, name]) => command === 'set' && name === 'user_properties');
    expect(properties?.[2]).toEqual({
      code_variant: 'JS',
      user_language: 'zh',
      device_pixel_ratio: 1,
      os_color_scheme: 'dark',
      color_scheme: 'light',
      code_styling_variant: 'Tailwind',
    });
  });
});

test('without a measurement id no third-party script loads', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    // The ad block's placeholder addresses (answered by the fixture) are not analytics.
    if (url === E2E_AD_SCRIPT_URL || url === E2E_AD_LIST_URL) return;
    if (new URL(url).origin !== ORIGIN) external.push(url);
  });
  await visit(page, '/x/react-data-grid/');
  await waitForPageViews(page, 1);
  expect(external).toEqual([]);
  await expect(page.locator('script[src*="gtag"]')).toHaveCount(0);
});

for (const signal of ['globalPrivacyControl', 'doNotTrack']) {
  test(`with ${signal}, nothing is queued`, async ({ page }) => {
    await page.addInitScript((name) => {
      Object.defineProperty(Navigator.prototype, name, {
        get: () => (name === 'doNotTrack' ? '1' : true),
        configurable: true,
      });
    }, signal);
    await visit(page, '/x/react-charts/bars/');
    await page.click('footer a[data-ga-event-label="Charts"]');
    // Give a page view the frame and task it would be sent in.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('function');
    expect(await queue(page)).toEqual([]);
  });
}
