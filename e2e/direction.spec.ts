/** Right-to-left: the whole page mirrors at run time, MUI included, and the choice is remembered. */
import type { Page } from '@playwright/test';
import { expect, firstFrames, recordFirstFrames, test, visit } from './fixtures';

async function sidebarSide(page: Page): Promise<'left' | 'right'> {
  const box = await page.locator('.theme-doc-sidebar-container').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error('the doc sidebar is not visible');
  return box.x + box.width / 2 < width / 2 ? 'left' : 'right';
}

test('the direction toggle mirrors Infima and MUI, and survives a reload and navigation', async ({
  page,
  context,
}) => {
  await visit(page, '/x/react-data-grid/');
  expect(await sidebarSide(page)).toBe('left');

  await page.click('button[aria-label="Switch to right-to-left"]');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await sidebarSide(page)).toBe('right');
  await expect(page.locator('.MuiDataGrid-root').first()).toHaveCSS('direction', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('mui-direction'))).toBe('rtl');

  await context.addInitScript(recordFirstFrames);
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const frames = await firstFrames(page);
  expect(
    frames.filter((frame) => frame.dir !== 'rtl'),
    'no frame is painted left-to-right',
  ).toEqual([]);
  expect(await sidebarSide(page)).toBe('right');

  // Client-side navigation must not reset the direction. The pointer leaves the
  // navbar first, so no hover menu covers the sidebar.
  await page.mouse.move(640, 700);
  await page.click('.theme-doc-sidebar-container a[href="/x/introduction/installation/"]');
  await page.waitForURL(/introduction\/installation/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.click('button[aria-label="Switch to left-to-right"]');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await sidebarSide(page)).toBe('left');
});
