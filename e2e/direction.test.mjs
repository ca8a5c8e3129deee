/** Right-to-left: the whole page mirrors at run time, MUI included, and the choice is remembered. */
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

async function sidebarSide(page) {
  const box = await page.locator('.theme-doc-sidebar-container').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  assert.ok(box, 'the doc sidebar is visible');
  return box.x + box.width / 2 < width / 2 ? 'left' : 'right';
}

test('the direction toggle mirrors Infima and MUI, and survives a reload and navigation', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/');
  assert.equal(await sidebarSide(page), 'left');

  await page.click('button[aria-label="Switch to right-to-left"]');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  assert.equal(await sidebarSide(page), 'right');
  await page.waitForFunction(() => {
    const grid = document.querySelector('.MuiDataGrid-root');
    return grid && getComputedStyle(grid).direction === 'rtl';
  });
  assert.equal(await page.evaluate(() => localStorage.getItem('mui-direction')), 'rtl');

  await context.addInitScript(recordFirstFrames);
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  const frames = await firstFrames(page);
  assert.deepEqual(
    frames.filter((frame) => frame.dir !== 'rtl'),
    [],
    'no frame is painted left-to-right',
  );
  assert.equal(await sidebarSide(page), 'right');

  // Client-side navigation must not reset the direction. The pointer leaves the
  // navbar first, so no hover menu covers the sidebar.
  await page.mouse.move(640, 700);
  await page.click('.theme-doc-sidebar-container a[href="/x/introduction/installation/"]');
  await page.waitForURL(/introduction\/installation/);
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');

  await page.click('button[aria-label="Switch to left-to-right"]');
  assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
  assert.equal(await sidebarSide(page), 'left');
  assert.deepEqual(problems, []);
  await context.close();
});
