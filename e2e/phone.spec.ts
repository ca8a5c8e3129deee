/**
 * On a phone (390 px, touch, 2× pixels) no page template is wider than the
 * screen: a guide with tables, a guide with demos, an API page, an archived
 * version, a Chinese page and the 404 page, each with its demos live. Wide
 * tables scroll inside a named, focusable region of their own, and a range
 * picker's phone dialog opens fully on screen.
 */
import type { Page } from '@playwright/test';
import { demo, expect, siteUrl, test, waitForHydration } from './fixtures';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const TEMPLATES = [
  { kind: 'guide with tables', path: '/x/react-date-pickers/date-range-picker/' },
  { kind: 'guide with demos', path: '/x/react-tree-view/' },
  { kind: 'API page', path: '/x/api/data-grid/data-grid/' },
  { kind: 'archived version', path: '/x/v6/react-data-grid/' },
  { kind: 'Chinese page', path: '/x/zh/react-date-pickers/' },
  { kind: '404', path: '/x/this-page-does-not-exist/' },
] as const;

/** Scrolls through the page, so every demo comes on screen and goes live, and back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += PHONE.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect(page.locator('section[data-demo] [data-demo-state="waiting"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('section[data-demo] [data-demo-state="loading"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The elements that stick out past the right edge of the screen, outermost first, for the failure message. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && (!parent || parent.right <= width + 1)) {
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> to ${Math.round(box.right)} px`,
        );
      }
    }
    return found;
  });
}

for (const { kind, path } of TEMPLATES) {
  test.describe(`${kind}`, () => {
    // The browser reports the 404 status of the page itself.
    if (kind === '404') test.use({ allowedConsole: /status of 404/ });

    test(`is no wider than the phone (${path})`, async ({ page }) => {
      await page.goto(siteUrl(path), { waitUntil: 'load' });
      await waitForHydration(page);
      await scrollThrough(page);
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(width.screen).toBe(PHONE.width);
      expect(
        width.page,
        `wider than the screen: ${(await overflowing(page)).join(', ')}`,
      ).toBeLessThanOrEqual(width.screen);
    });
  });
}

test('a wide table scrolls inside its own named region, with the keyboard too', async ({ page }) => {
  await page.goto(siteUrl('/x/react-date-pickers/date-range-picker/'), { waitUntil: 'load' });
  await waitForHydration(page);
  const table = page.locator('table').filter({ hasText: 'MultiInputDateRangeField' });
  const region = page.getByRole('region', { name: 'Single input or multi input field' });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.locator('table')).toHaveText((await table.textContent()) ?? '');
  const sizes = await region.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(sizes.scroll, 'the table is wider than its region').toBeGreaterThan(sizes.client);
  // Every Markdown table of the page sits in such a region.
  const tables = await page.locator('.markdown table').count();
  await expect(page.locator('.markdown [role="region"][tabindex="0"] > table')).toHaveCount(tables);

  const multiInput = region.getByRole('columnheader', { name: 'Multi input' });
  await expect(multiInput).not.toBeInViewport({ ratio: 1 });
  await region.focus();
  // Arrow keys scroll the focused region sideways, as they scroll the page.
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(multiInput).toBeInViewport({ ratio: 1 });
});

test("the range picker's phone dialog opens fully on screen", async ({ page }) => {
  await page.goto(siteUrl('/x/react-date-pickers/date-range-picker/'), { waitUntil: 'load' });
  await waitForHydration(page);
  const picker = demo(page, 'RangeHotelStay');
  await picker.scrollIntoViewIfNeeded();
  // The phone variant: the field stays editable, and its button opens the calendar in a dialog.
  await picker.getByRole('button', { name: /^Choose range/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box, 'the dialog has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  for (const control of [
    dialog.getByRole('button', { name: 'OK' }),
    dialog.getByRole('button', { name: /next month/i }),
    dialog.getByRole('columnheader').last(),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});
