/** Version switching keeps the page where it exists and never lands on a 404. */
import type { Page } from '@playwright/test';
import { ARCHIVED_VERSIONS, CURRENT_VERSION_LABEL } from '../src/data/versions';
import { expect, siteUrl, test, visit } from './fixtures';

const switcher = '.navbar__item.dropdown:has(> a.version-switcher)';

async function versionEntries(page: Page) {
  return page.$$eval(`${switcher} .dropdown__link`, (links) =>
    links.map((link) => ({
      text: link.textContent?.trim(),
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current') === 'true',
      checked: link.querySelector('svg') !== null,
    })),
  );
}

async function switchTo(page: Page, label: string) {
  await page.hover(`${switcher} > a`);
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator(`${switcher} .dropdown__link`)
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .click();
  await page.waitForLoadState('load');
}

test('the switcher lists every version with a check mark on the current one', async ({ page }) => {
  await visit(page, '/x/introduction/installation/');
  const entries = await versionEntries(page);
  expect(entries.map((entry) => entry.text)).toEqual([
    CURRENT_VERSION_LABEL,
    ...ARCHIVED_VERSIONS.map((version) => version.label),
  ]);
  expect(entries.filter((entry) => entry.checked).map((entry) => entry.text)).toEqual([
    CURRENT_VERSION_LABEL,
  ]);
  expect(entries.find((entry) => entry.current)?.text).toBe(CURRENT_VERSION_LABEL);
  await expect(page.locator(`${switcher} > a`)).toHaveText(CURRENT_VERSION_LABEL);
});

test('switching to v7 keeps the page, shows the v7 docs, and switching back returns', async ({ page }) => {
  await visit(page, '/x/introduction/installation/');
  await switchTo(page, 'v7');
  await page.waitForURL(siteUrl('/x/v7/introduction/installation/'));
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
  await expect(page.locator(`${switcher} > a`)).toHaveText('v7');

  await switchTo(page, CURRENT_VERSION_LABEL);
  await page.waitForURL(siteUrl('/x/introduction/installation/'));
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('a page that an older version lacks leads to that version’s overview, not a 404', async ({ page }) => {
  await visit(page, '/x/react-charts/bars/');
  const v4 = (await versionEntries(page)).find((entry) => entry.text === 'v4');
  expect(v4?.href).toBe('/x/v4/');
  await switchTo(page, 'v4');
  await page.waitForURL(siteUrl('/x/v4/'));
  const response = await page.request.get(siteUrl('/x/v4/'));
  expect(response.status()).toBe(200);
});

test('/x/v7/ serves the v7 overview', async ({ page }) => {
  await visit(page, '/x/v7/');
  await expect(page.locator('h1')).toContainText('v7');
});
