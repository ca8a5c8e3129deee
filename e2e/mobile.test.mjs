/** On a phone the menu opens full height, opaque, and holds the navbar's controls. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, visit } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('the mobile menu covers the screen and offers settings, direction and versions', async () => {
  const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 760 } });
  await visit(page, '/x/react-charts/bars/');
  // Desktop-only icon buttons are not in the top bar on a phone.
  assert.equal(await page.locator('.navbar__inner button[aria-label="Display settings"]:visible').count(), 0);
  await page.click('button[aria-label="Toggle navigation bar"]');
  const sidebar = page.locator('.navbar-sidebar');
  await sidebar.waitFor();
  await page.waitForFunction(
    () => (document.querySelector('.navbar-sidebar')?.getBoundingClientRect().height ?? 0) > 700,
  );
  const background = await sidebar.evaluate((element) => getComputedStyle(element).backgroundColor);
  assert.doesNotMatch(background, /rgba\(.*, 0\.\d+\)/, `the menu is opaque (${background})`);
  await page.getByRole('button', { name: /Back to main menu/ }).click();
  await sidebar.getByRole('button', { name: 'Display settings' }).waitFor();
  await sidebar.getByRole('button', { name: 'Switch to right-to-left' }).waitFor();
  assert.ok(await sidebar.getByText('Versions').isVisible());
  assert.deepEqual(problems, []);
  await context.close();
});
