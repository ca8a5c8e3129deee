/**
 * The advertisement block in the built site. npm test builds with placeholder
 * ad addresses (e2e/adEndpoints.mjs); here the ad list is answered with a
 * valid ad, or the ad script is blocked, and the page is checked in Chromium.
 * The shape (image or inline) is chosen once per session and read from
 * session storage, so each test sets it first.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openPage, visit } from './harness.mjs';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL, PLACEMENT_SCRIPT } from './adEndpoints.mjs';

const AD_PAGE = 'react-data-grid/editing/';
const PRO_PAGE = 'react-data-grid/tree-data/';
const CLICK_URL = 'https://ads.example.test/click?ad=1';
const IMAGE_URL = 'https://cdn.example.test/ad.svg';
const PIXELS = ['https://pixel.example.test/a?t=1700000000', 'https://pixel.example.test/b/1700000000'];
const AD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#ccc"/></svg>';

let browser;
before(async () => {
  const scripts = readdirSync('build/assets/js').map((name) =>
    readFileSync(join('build/assets/js', name), 'utf8'),
  );
  assert.ok(
    scripts.some((text) => text.includes(E2E_AD_LIST_URL)),
    `build/ has no ad list address; npm test builds with AD_LIST_URL=${E2E_AD_LIST_URL} (do the same for a standalone run)`,
  );
  browser = await launchBrowser();
});
after(() => browser?.close());

/** Init script: the session's ad shape, as the site stores it. */
function storeShape(shape) {
  window.sessionStorage.setItem('x-docs-ad-shape', shape);
}

/**
 * Init script: sums the layout shifts an ad could cause: any shift that moves
 * something vertically, or moves something inside the slot. (A code block's
 * toolbar widening sideways after hydration is a separate, older shift of
 * about 0.0001 on desktop pages.)
 */
function recordLayoutShifts() {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const relevant = entry.sources.some(
        (source) =>
          source.previousRect.y !== source.currentRect.y || source.node?.closest?.('[data-ad-slot]') !== null,
      );
      if (!entry.hadRecentInput && relevant) window.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function slotBox(page) {
  return page.locator('[data-ad-slot]').boundingBox();
}

test('a valid ad from the ad list is shown with a working link, pixels fired once', async () => {
  const { context, page, problems } = await openPage(browser);
  await context.addInitScript(storeShape, 'inline');
  await context.addInitScript(recordLayoutShifts);
  const requested = [];
  await context.route(E2E_AD_LIST_URL, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        ads: [
          { statlink: 'javascript:alert(1)', image: IMAGE_URL, company: 'Bad', description: 'Bad' },
          {
            statlink: CLICK_URL,
            statimp: 'https://pixel.example.test/imp',
            image: IMAGE_URL,
            company: 'Acme <b>Tools</b>',
            description: 'Charts for builders.',
            pixel: `https://pixel.example.test/a?t=[timestamp]||https://pixel.example.test/b/[timestamp]`,
            timestamp: '1700000000',
          },
        ],
      }),
    }),
  );
  await context.route(/^https:\/\/(cdn|pixel|ads)\.example\.test\//, (route) => {
    requested.push(route.request().url());
    if (route.request().url().startsWith('https://ads.example.test/')) {
      return route.fulfill({ contentType: 'text/html', body: '<title>Advertiser</title><p>Landed</p>' });
    }
    return route.fulfill({ contentType: 'image/svg+xml', body: AD_SVG });
  });
  await visit(page, AD_PAGE);
  const card = page.locator('[data-ad-slot] a[data-ad-card]');
  await card.waitFor({ timeout: 10_000 });
  assert.equal(await card.getAttribute('href'), CLICK_URL);
  assert.equal(await page.evaluate(() => window.__layoutShift), 0, 'no layout shift');
  assert.match(await card.innerText(), /Acme <b>Tools<\/b>/);
  assert.equal(await page.locator('[data-ad-slot] b').count(), 0, 'company is text, not HTML');
  assert.equal(await page.locator(`[data-ad-slot] img[src="${IMAGE_URL}"]`).count(), 1);
  const [popup] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await popup.waitForLoadState('load');
  assert.equal(popup.url(), CLICK_URL);
  assert.equal(await popup.title(), 'Advertiser');
  for (const pixel of [...PIXELS, 'https://pixel.example.test/imp']) {
    assert.equal(requested.filter((url) => url === pixel).length, 1, `${pixel} fired once`);
  }
  const clicks = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[1] === 'ad'),
  );
  assert.deepEqual(clicks.at(-1), [
    'event',
    'ad',
    { event_action: 'click', event_label: 'third-party:Acme <b>Tools</b>@doc-top-inline' },
  ]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a working ad script renders its paid placement in the slot ("image" shape), with no fallback', async () => {
  const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 800 } });
  await context.addInitScript(storeShape, 'image');
  await context.addInitScript(recordLayoutShifts);
  await context.route(E2E_AD_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: PLACEMENT_SCRIPT }),
  );
  await context.route(/^https:\/\/cdn\.example\.test\//, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: AD_SVG }),
  );
  await context.clock.install();
  await visit(page, AD_PAGE);
  const before = await slotBox(page);
  const placement = page.locator('[data-ad-slot] a[href="https://ads.example.test/click"]');
  await placement.waitFor({ timeout: 10_000 });
  // Fast-forward past the 7th check (3 s), when a blocked reader would get the fallback.
  await page.clock.runFor(4_000);
  assert.equal(await placement.isVisible(), true, 'the paid placement is shown');
  assert.equal(
    await page.locator('[data-ad-slot] [data-ad-card], [data-ad-slot] [data-ad-appeal]').count(),
    0,
  );
  assert.deepEqual(await slotBox(page), before, 'the slot did not move or grow');
  assert.equal(await page.evaluate(() => window.__layoutShift), 0, 'no layout shift');
  assert.deepEqual(problems, []);
  await context.close();
});

test('with the ad script blocked, an in-house ad or the appeal fills the same reserved slot', async () => {
  const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 800 } });
  await context.addInitScript(storeShape, 'image');
  await context.addInitScript(recordLayoutShifts);
  await context.route(E2E_AD_SCRIPT_URL, (route) => route.abort('blockedbyclient'));
  await visit(page, AD_PAGE);
  const before = await slotBox(page);
  assert.ok(before && before.height >= 142, `slot reserves 142 px on small screens (got ${before?.height})`);
  const shown = page.locator('[data-ad-slot] [data-ad-card], [data-ad-slot] [data-ad-appeal]');
  await shown.first().waitFor({ timeout: 10_000 });
  const after = await slotBox(page);
  assert.deepEqual(after, before, 'the slot did not move or grow');
  assert.equal(await page.evaluate(() => window.__layoutShift), 0, 'no layout shift');
  const href = await page
    .locator('[data-ad-slot] [data-ad-card]')
    .getAttribute('href')
    .catch(() => null);
  if (href !== null) {
    assert.match(href, /^\/x\/react-/);
  }
  assert.deepEqual(
    problems.filter((problem) => !problem.includes('ERR_BLOCKED_BY_CLIENT')),
    [],
  );
  await context.close();
});

test('the slot sits beside the lead paragraph on wide screens and right above it on phones', async () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 800],
  ]) {
    const { context, page, problems } = await openPage(browser, { viewport: { width, height } });
    await context.route(E2E_AD_SCRIPT_URL, (route) => route.abort('blockedbyclient'));
    await visit(page, AD_PAGE);
    const slot = await slotBox(page);
    const title = await page.locator('.theme-doc-markdown h1').first().boundingBox();
    const lead = await page.locator('.theme-doc-markdown > p').first().boundingBox();
    assert.ok(slot && title && lead, 'slot, title and lead paragraph are on the page');
    assert.ok(slot.y >= title.y + title.height, `${width}px: the slot is below the title`);
    if (width >= 1200) {
      assert.ok(
        slot.y >= lead.y && slot.y < lead.y + lead.height / 2,
        `${width}px: the slot starts alongside the top of the lead paragraph`,
      );
      const lineEnds = await page.evaluate(() => {
        const paragraph = document.querySelector('.theme-doc-markdown > p');
        const slotRect = document.querySelector('[data-ad-slot]').getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        return [...range.getClientRects()]
          .filter((line) => line.top < slotRect.bottom)
          .map((line) => line.right - slotRect.left);
      });
      assert.ok(lineEnds.length > 1, `${width}px: several lines of the lead run beside the slot`);
      assert.ok(
        lineEnds.every((overlap) => overlap <= 0),
        `${width}px: the lead's lines end before the slot (${lineEnds.join(', ')})`,
      );
    } else {
      assert.ok(slot.y + slot.height <= lead.y, `${width}px: the slot sits right above the lead paragraph`);
    }
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('ERR_BLOCKED_BY_CLIENT')),
      [],
    );
    await context.close();
  }
});

test('pages of Pro and Premium features have no ad slot', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, PRO_PAGE);
  assert.equal(await page.locator('[data-ad-slot]').count(), 0);
  await visit(page, AD_PAGE);
  assert.equal(await page.locator('[data-ad-slot]').count(), 1);
  assert.deepEqual(problems, []);
  await context.close();
});
