/** Colour mode: stored under mui-mode, applied before the first frame, follows the system live. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { firstFrames, launchBrowser, openPage, recordFirstFrames, visit } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

function isDarkColor(rgb) {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r + g + b < 150;
}

const toggle = 'button[aria-label^="Switch between dark and light mode"]';

test('choosing dark is stored under mui-mode and a reload never shows a light frame', async () => {
  const { context, page, problems } = await openPage(browser, { colorScheme: 'light' });
  await visit(page, '/x/introduction/licensing/');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  // system -> light -> dark
  await page.click(toggle);
  await page.click(toggle);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('mui-mode')), 'dark');

  await context.addInitScript(recordFirstFrames);
  await page.reload({ waitUntil: 'load' });
  const frames = await firstFrames(page);
  for (const frame of frames) {
    assert.equal(frame.theme, 'dark');
    assert.ok(isDarkColor(frame.background), `frame painted with ${frame.background}`);
  }
  assert.equal(await page.getAttribute('html', 'data-theme-choice'), 'dark');
  assert.deepEqual(problems, []);
  await context.close();
});

test('system mode follows the browser preference live', async () => {
  const { context, page, problems } = await openPage(browser, { colorScheme: 'light' });
  await visit(page, '/x/introduction/support/');
  assert.equal(await page.evaluate(() => localStorage.getItem('mui-mode')), null);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.ok(isDarkColor(background), `body painted with ${background}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a malformed stored mode falls back to system without errors', async () => {
  const { context, page, problems } = await openPage(browser, { colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('mui-mode', '{"not":"a mode"}'));
  await visit(page, '/x/');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.getAttribute('html', 'data-theme-choice'), 'system');
  assert.deepEqual(problems, []);
  await context.close();
});

test('MUI components inside a page follow the page colour scheme', async () => {
  const { context, page, problems } = await openPage(browser, { colorScheme: 'dark' });
  await visit(page, '/x/react-data-grid/');
  await page.waitForSelector('.MuiDataGrid-root');
  const darkText = await page.$eval('.MuiDataGrid-root', (el) => getComputedStyle(el).color);
  assert.ok(!isDarkColor(darkText), `grid text in dark mode is ${darkText}`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  const lightText = await page.$eval('.MuiDataGrid-root', (el) => getComputedStyle(el).color);
  assert.ok(isDarkColor(lightText), `grid text in light mode is ${lightText}`);
  assert.deepEqual(problems, []);
  await context.close();
});
