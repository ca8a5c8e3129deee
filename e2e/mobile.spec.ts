/** On a phone the menu opens full height, opaque, and holds the navbar's controls. */
import { expect, test, visit } from './fixtures';

test.use({ viewport: { width: 390, height: 760 } });

test('the mobile menu covers the screen and offers settings, direction and versions', async ({ page }) => {
  await visit(page, '/x/react-charts/bars/');
  // Desktop-only icon buttons are not in the top bar on a phone.
  await expect(page.locator('.navbar__inner button[aria-label="Display settings"]:visible')).toHaveCount(0);
  await page.click('button[aria-label="Toggle navigation bar"]');
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await page.waitForFunction(
    () => (document.querySelector('.navbar-sidebar')?.getBoundingClientRect().height ?? 0) > 700,
  );
  const background = await sidebar.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background, 'the menu is opaque').not.toMatch(/rgba\(.*, 0\.\d+\)/);
  await page.getByRole('button', { name: /Back to main menu/ }).click();
  await expect(sidebar.getByRole('button', { name: 'Display settings' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Switch to right-to-left' })).toBeVisible();
  await expect(sidebar.getByText('Versions')).toBeVisible();
});
