/**
 * The advertisement block in the built site. The e2e profile builds with
 * placeholder ad addresses (e2e/profile.ts); here the ad list is answered with
 * a valid ad, or the ad script with a placement or blocked, and the page is
 * checked in Chromium. The shape (image or inline) is chosen once per session
 * and read from session storage, so each test sets it first. Which pages have
 * a slot at all (the ad rule) is checked on every page by the site check (scripts/siteCheck).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { PLACEMENT_SCRIPT } from './adPlacement';
import { analyticsQueue, expect, test, visit } from './fixtures';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL } from './profile';

const AD_PAGE = 'react-data-grid/editing/';
const CLICK_URL = 'https://ads.example.test/click?ad=1';
const IMAGE_URL = 'https://cdn.example.test/ad.svg';
const PIXELS = ['https://pixel.example.test/a?t=1700000000', 'https://pixel.example.test/b/1700000000'];
const AD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#ccc"/></svg>';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Init script: the session's ad shape, as the site stores it (on the site's pages, not the advertiser's). */
function storeShape(shape: string) {
  if (window.location.pathname.startsWith('/x/')) window.sessionStorage.setItem('x-docs-ad-shape', shape);
}

interface ShiftSource {
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
  node?: Node | null;
}

/**
 * Init script: sums the layout shifts an ad could cause: any shift that moves
 * something vertically, or moves something inside the slot.
 */
function recordLayoutShifts() {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      sources: ShiftSource[];
      hadRecentInput: boolean;
      value: number;
    }[]) {
      const relevant = entry.sources.some(
        (source) =>
          source.previousRect.y !== source.currentRect.y ||
          (source.node instanceof Element && source.node.closest('[data-ad-slot]') !== null),
      );
      if (!entry.hadRecentInput && relevant) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const slotBox = (page: Page) => page.locator('[data-ad-slot]').boundingBox();
const layoutShift = (page: Page) => page.evaluate(() => window.__layoutShift);

async function blockAdScript(context: BrowserContext) {
  await context.route(E2E_AD_SCRIPT_URL, (route) => route.abort('blockedbyclient'));
}

test('a valid ad from the ad list is shown with a working link, pixels fired once', async ({
  page,
  context,
}) => {
  await context.addInitScript(storeShape, 'inline');
  await context.addInitScript(recordLayoutShifts);
  const requested: string[] = [];
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
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', CLICK_URL);
  expect(await layoutShift(page), 'no layout shift').toBe(0);
  await expect(card).toContainText('Acme <b>Tools</b>');
  await expect(page.locator('[data-ad-slot] b'), 'company is text, not HTML').toHaveCount(0);
  await expect(page.locator(`[data-ad-slot] img[src="${IMAGE_URL}"]`)).toHaveCount(1);
  const [popup] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await popup.waitForLoadState('load');
  expect(popup.url()).toBe(CLICK_URL);
  await expect(popup).toHaveTitle('Advertiser');
  for (const pixel of [...PIXELS, 'https://pixel.example.test/imp']) {
    expect(
      requested.filter((url) => url === pixel),
      `${pixel} fired once`,
    ).toHaveLength(1);
  }
  const clicks = (await analyticsQueue(page)).filter((entry) => entry[1] === 'ad');
  expect(clicks.at(-1)).toEqual([
    'event',
    'ad',
    { event_action: 'click', event_label: 'third-party:Acme <b>Tools</b>@doc-top-inline' },
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('a working ad script renders its paid placement in the slot ("image" shape), with no fallback', async ({
    page,
    context,
  }) => {
    await context.addInitScript(storeShape, 'image');
    await context.addInitScript(recordLayoutShifts);
    await context.route(E2E_AD_SCRIPT_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: PLACEMENT_SCRIPT }),
    );
    await context.route(/^https:\/\/cdn\.example\.test\//, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: AD_SVG }),
    );
    await page.clock.install();
    await visit(page, AD_PAGE);
    const before = await slotBox(page);
    const placement = page.locator('[data-ad-slot] a[href="https://ads.example.test/click"]');
    await expect(placement).toBeVisible();
    // Fast-forward past the 7th check (3 s), when a blocked reader would get the fallback.
    await page.clock.runFor(4_000);
    await expect(placement, 'the paid placement is shown').toBeVisible();
    await expect(page.locator('[data-ad-slot] [data-ad-card], [data-ad-slot] [data-ad-appeal]')).toHaveCount(
      0,
    );
    expect(await slotBox(page), 'the slot did not move or grow').toEqual(before);
    expect(await layoutShift(page), 'no layout shift').toBe(0);
  });

  test.describe('with the ad script blocked', () => {
    test.use({ allowedConsole: /ERR_BLOCKED_BY_CLIENT/ });

    test('an in-house ad or the appeal fills the same reserved slot', async ({ page, context }) => {
      await context.addInitScript(storeShape, 'image');
      await context.addInitScript(recordLayoutShifts);
      await blockAdScript(context);
      await visit(page, AD_PAGE);
      const before = await slotBox(page);
      expect(before?.height ?? 0, 'the slot reserves 142 px on small screens').toBeGreaterThanOrEqual(142);
      await expect(
        page.locator('[data-ad-slot] [data-ad-card], [data-ad-slot] [data-ad-appeal]'),
      ).toBeVisible();
      expect(await slotBox(page), 'the slot did not move or grow').toEqual(before);
      expect(await layoutShift(page), 'no layout shift').toBe(0);
      const card = page.locator('[data-ad-slot] [data-ad-card]');
      if ((await card.count()) > 0) await expect(card).toHaveAttribute('href', /^\/x\/react-/);
    });
  });
});

test.describe('placement beside the lead', () => {
  test.use({ allowedConsole: /ERR_BLOCKED_BY_CLIENT/ });

  for (const [width, height] of [
    [1280, 900],
    [390, 800],
  ] as const) {
    test(`at ${width} px the slot sits ${width >= 1200 ? 'beside' : 'right above'} the lead paragraph`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height });
      await blockAdScript(context);
      await visit(page, AD_PAGE);
      const slot = await slotBox(page);
      const title = await page.locator('.theme-doc-markdown h1').first().boundingBox();
      const lead = await page.locator('.theme-doc-markdown > p').first().boundingBox();
      if (!slot || !title || !lead) throw new Error('slot, title and lead paragraph are on the page');
      expect(slot.y, 'the slot is below the title').toBeGreaterThanOrEqual(title.y + title.height);
      if (width >= 1200) {
        expect(
          slot.y >= lead.y && slot.y < lead.y + lead.height / 2,
          'the slot starts alongside the lead',
        ).toBe(true);
        const lineEnds = await page.evaluate(() => {
          const paragraph = document.querySelector('.theme-doc-markdown > p');
          const slotRect = document.querySelector('[data-ad-slot]')?.getBoundingClientRect();
          if (!paragraph || !slotRect) return [];
          const range = document.createRange();
          range.selectNodeContents(paragraph);
          return Array.from(range.getClientRects())
            .filter((line) => line.top < slotRect.bottom)
            .map((line) => line.right - slotRect.left);
        });
        expect(lineEnds.length, 'several lines of the lead run beside the slot').toBeGreaterThan(1);
        for (const overlap of lineEnds)
          expect(overlap, "the lead's lines end before the slot").toBeLessThanOrEqual(0);
      } else {
        expect(slot.y + slot.height, 'the slot sits right above the lead').toBeLessThanOrEqual(lead.y);
      }
    });
  }
});
