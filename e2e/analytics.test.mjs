/**
 * Analytics in the built site. No measurement id is configured, so events
 * stay in the in-page queue `window.dataLayer` (one `arguments` per call).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, siteUrl, visit } from './harness.mjs';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL } from './adEndpoints.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The queue as plain arrays. */
function queue(page) {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry)));
}

async function pageViews(page) {
  return (await queue(page)).filter(([command, name]) => command === 'event' && name === 'page_view');
}

async function waitForPageViews(page, count) {
  await page.waitForFunction(
    (expected) =>
      (window.dataLayer ?? []).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').length >=
      expected,
    count,
  );
}

test('three pages, API page included, record three page_view events with their products', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/api/data-grid/data-grid/');
  await waitForPageViews(page, 1);
  const titles = [await page.title()];

  // Client-side navigation through the footer's product links.
  await page.click('footer a[data-ga-event-label="Charts"]');
  await page.waitForURL(siteUrl('/x/react-charts/bars/'));
  await waitForPageViews(page, 2);
  titles.push(await page.title());

  await page.click('footer a[data-ga-event-label="Date and Time Pickers"]');
  await page.waitForURL(siteUrl('/x/react-date-pickers/date-picker/'));
  await waitForPageViews(page, 3);
  titles.push(await page.title());

  const origin = new URL(siteUrl('/')).origin;
  const views = (await pageViews(page)).map(([, , params]) => params);
  assert.deepEqual(views, [
    {
      page_title: titles[0],
      page_location: `${origin}/x/api/data-grid/data-grid`,
      product_id: 'x-data-grid',
      product_category_id: 'x',
    },
    {
      page_title: titles[1],
      page_location: `${origin}/x/react-charts/bars`,
      product_id: 'x-charts',
      product_category_id: 'x',
    },
    {
      page_title: titles[2],
      page_location: `${origin}/x/react-date-pickers/date-picker`,
      product_id: 'x-date-pickers',
      product_category_id: 'x',
    },
  ]);
  assert.match(titles[0], /DataGrid API/);
  assert.match(titles[1], /Bar/i);
  assert.deepEqual(problems, []);
  await context.close();
});

test('clicking a tagged element records its click event', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/introduction/installation/');
  await page.click('footer a[data-ga-event-label="Tree View"]');
  await page.waitForURL(siteUrl('/x/react-tree-view/rich-tree-view/items/'));
  const clicks = (await queue(page)).filter(([command, name]) => command === 'event' && name === 'footer');
  assert.deepEqual(clicks, [
    ['event', 'footer', { event_action: 'product', event_label: 'Tree View', event_split: null }],
  ]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a Chinese page reports its canonical location without the language, and user properties', async () => {
  const { context, page } = await openPage(browser, { colorScheme: 'dark' });
  await context.addCookies([
    { name: 'codeVariant', value: 'JS', url: siteUrl('/x/') },
    { name: 'codeStyling', value: 'Tailwind', url: siteUrl('/x/') },
  ]);
  await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'light'));
  await visit(page, '/x/zh/v7/');
  await waitForPageViews(page, 1);
  const entries = await queue(page);
  const [view] = await pageViews(page);
  assert.equal(view[2].page_location, `${new URL(siteUrl('/')).origin}/x/v7`);
  assert.equal(view[2].product_category_id, 'x');
  const properties = entries.find(([command, name]) => command === 'set' && name === 'user_properties');
  assert.deepEqual(properties?.[2], {
    code_variant: 'JS',
    user_language: 'zh',
    device_pixel_ratio: 1,
    os_color_scheme: 'dark',
    color_scheme: 'light',
    code_styling_variant: 'Tailwind',
  });
  await context.close();
});

test('without a measurement id no third-party script loads', async () => {
  const { context, page } = await openPage(browser);
  const external = [];
  page.on('request', (request) => {
    const url = request.url();
    // The ad block's placeholder addresses (answered by the harness) are not analytics.
    if (url === E2E_AD_SCRIPT_URL || url === E2E_AD_LIST_URL) return;
    if (new URL(url).origin !== new URL(siteUrl('/')).origin) external.push(url);
  });
  await visit(page, '/x/react-data-grid/');
  await waitForPageViews(page, 1);
  assert.deepEqual(external, []);
  assert.equal(await page.locator('script[src*="gtag"]').count(), 0);
  await context.close();
});

test('with Global Privacy Control or Do Not Track, nothing is queued', async () => {
  for (const signal of ['globalPrivacyControl', 'doNotTrack']) {
    const { context, page } = await openPage(browser);
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
    assert.equal(await page.evaluate(() => typeof window.gtag), 'function');
    assert.deepEqual(await queue(page), [], signal);
    await context.close();
  }
});
