/** Colour mode: stored under mui-mode, applied before the first frame, follows the system live. */
import type { Page } from '@playwright/test';
import { expect, firstFrames, recordFirstFrames, test, visit } from './fixtures';

function isDarkColor(rgb: string): boolean {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r + g + b < 150;
}

/** The background the code theme paints on the first code block of the page. */
const codeBackground = (page: Page) =>
  page
    .locator('pre.prism-code')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

const toggle = '.navbar button[aria-label^="Colour mode:"]';

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('choosing dark is stored under mui-mode and a reload never shows a light frame', async ({
    page,
    context,
  }) => {
    await visit(page, '/x/introduction/licensing/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // On a light system, system mode goes to dark first.
    await page.click(toggle);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');

    await context.addInitScript(recordFirstFrames);
    await page.reload({ waitUntil: 'load' });
    for (const frame of await firstFrames(page)) {
      expect(frame.theme).toBe('dark');
      expect(isDarkColor(frame.background), `frame painted with ${frame.background}`).toBe(true);
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  });

  test('every click of the toggle changes the colours or says what it did, and its name says where it goes', async ({
    page,
  }) => {
    await visit(page, '/x/introduction/support/');
    const button = page.locator(toggle);
    const html = page.locator('html');
    await expect(button).toHaveAccessibleName('Colour mode: system (light). Switch to dark.');
    await expect(button).toHaveAttribute('title', 'Colour mode: system (light). Switch to dark.');

    await button.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(button).toHaveAccessibleName('Colour mode: dark. Switch to light.');

    await button.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(button).toHaveAccessibleName('Colour mode: light. Switch to system (light).');

    // Back to system mode: the colours stay light, so the toggle says what it did.
    await button.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const note = page.locator('.navbar [data-color-mode-note]');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Colour mode: system (light)');
    await expect(page.locator('.navbar [role="status"]')).toHaveText('Colour mode: system (light)');
    await expect(button).toHaveAccessibleName('Colour mode: system (light). Switch to dark.');
    await expect(note).toBeHidden({ timeout: 5_000 });
  });

  test('code blocks keep the light code theme the server rendered, and take the dark one on a switch', async ({
    page,
  }) => {
    await visit(page, '/x/introduction/installation/');
    expect(isDarkColor(await codeBackground(page)), 'light code background').toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => codeBackground(page).then(isDarkColor), 'dark code background').toBe(true);
  });

  test('system mode follows the browser preference live', async ({ page }) => {
    await visit(page, '/x/introduction/support/');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(isDarkColor(background), `body painted with ${background}`).toBe(true);
  });
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  // The server renders code in the light theme; a dark reader's blocks are repainted once live.
  test('code blocks take the dark code theme after hydration, and the light one on a switch', async ({
    page,
  }) => {
    await visit(page, '/x/introduction/installation/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => codeBackground(page).then(isDarkColor), 'dark code background').toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => codeBackground(page).then(isDarkColor), 'light code background').toBe(false);
  });

  test('the first click of the toggle shows light, and its name says so beforehand', async ({ page }) => {
    await visit(page, '/x/introduction/support/');
    const button = page.locator(toggle);
    await expect(button).toHaveAccessibleName('Colour mode: system (dark). Switch to light.');
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(button).toHaveAccessibleName('Colour mode: light. Switch to dark.');
  });

  test('a malformed stored mode falls back to system without errors', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('mui-mode', '{"not":"a mode"}'));
    await visit(page, '/x/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  });

  test('MUI components inside a page follow the page colour scheme', async ({ page }) => {
    await visit(page, '/x/react-data-grid/');
    const grid = page.locator('.MuiDataGrid-root').first();
    await expect(grid).toBeVisible();
    const darkText = await grid.evaluate((element) => getComputedStyle(element).color);
    expect(isDarkColor(darkText), `grid text in dark mode is ${darkText}`).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightText = await grid.evaluate((element) => getComputedStyle(element).color);
    expect(isDarkColor(lightText), `grid text in light mode is ${lightText}`).toBe(true);
  });
});
