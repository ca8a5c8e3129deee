/**
 * The 404 page: it hydrates without a console error at any address (inside an
 * archived version's path too), and offers the same path in the other versions
 * that have it. Sankey charts exist in v8 only, so v7 has no such page.
 */
import type { Page } from '@playwright/test';
import { expect, siteUrl, test, waitForHydration } from './fixtures';

// The browser reports the 404 status of the page itself; anything else logged fails the test.
test.use({ allowedConsole: /status of 404/ });

async function openMissing(page: Page, path: string): Promise<void> {
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an address inside an archived version offers the same path in v8, and it leads there', async ({
  page,
}) => {
  await openMissing(page, '/x/v7/react-charts/sankey/');
  const offer = page.getByRole('region', { name: 'This page exists in another version' });
  const link = offer.getByRole('link', { name: '/x/react-charts/sankey/ in v8' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(siteUrl('/x/react-charts/sankey/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sankey/);
});

test('the same in Chinese, within the Chinese pages', async ({ page }) => {
  await openMissing(page, '/x/zh/v7/react-charts/sankey/');
  await expect(page.getByRole('link', { name: 'v8 中的 /x/zh/react-charts/sankey/' })).toHaveAttribute(
    'href',
    '/x/zh/react-charts/sankey/',
  );
});

test('an address no version has offers the usual pages only', async ({ page }) => {
  await openMissing(page, '/x/v7/this-page-does-not-exist/');
  await expect(page.locator('[data-same-page-version]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Try one of these pages' })).toBeVisible();
});
