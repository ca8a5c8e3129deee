/**
 * Version switching keeps the page where it exists and never lands on a 404;
 * where the target version lacks the page, the reader lands on that product's
 * page of the version with a notice. The v7 pages run the v7 packages, in
 * chunks of their own that no v8 page requests.
 */
import type { Page } from '@playwright/test';
import { readManifest } from '../src/content/manifest';
import { ARCHIVED_VERSIONS, CURRENT_VERSION_LABEL } from '../src/data/versions';
import { demo, expect, siteUrl, test, visit } from './fixtures';
import { E2E_BUILD_DIR } from './profile';
import { escapeRegExp } from '../src/content/escapeRegExp';

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
  const escaped = escapeRegExp(label);
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
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer maintained');
  await expect(page.locator(`${switcher} > a`)).toHaveText('v7');

  await switchTo(page, CURRENT_VERSION_LABEL);
  await page.waitForURL(siteUrl('/x/introduction/installation/'));
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

const fallbackNotice = '[data-version-fallback]';
/** The `?from=` of a switch that could not keep the page (src/components/VersionSwitcher/versionEntries.ts). */
const fromQuery = (path: string) => `?from=${encodeURIComponent(path)}`;

test('a page that an older version lacks leads to that version’s overview with a notice, not a 404', async ({
  page,
}) => {
  await visit(page, '/x/react-charts/bars/');
  const v4 = (await versionEntries(page)).find((entry) => entry.text === 'v4');
  expect(v4?.href).toBe(`/x/v4/${fromQuery('/x/react-charts/bars/')}`);
  await switchTo(page, 'v4');
  await page.waitForURL(siteUrl(`/x/v4/${fromQuery('/x/react-charts/bars/')}`));
  await expect(page.locator(fallbackNotice)).toContainText('does not exist in v4');
  await expect(page.locator(fallbackNotice)).toContainText('overview of v4');
  await page.locator(fallbackNotice).getByRole('link', { name: 'Back to the page you came from' }).click();
  await page.waitForURL(siteUrl('/x/react-charts/bars/'));
});

test('from a v8 feature page, v7 keeps the reader on the same feature', async ({ page }) => {
  await visit(page, '/x/react-data-grid/editing/');
  await switchTo(page, 'v7');
  await page.waitForURL(siteUrl('/x/v7/react-data-grid/editing/'));
  await expect(page.locator('h1')).toHaveText('Data Grid - Editing');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer maintained');
  await expect(page.locator(fallbackNotice)).toHaveCount(0);
});

test('from a v8 page v5 lacks, the reader lands on the v5 Data Grid page with a notice', async ({ page }) => {
  // The v5 Data Grid page when the build has one; until then, the v5 overview.
  const v5Pages = readManifest(E2E_BUILD_DIR).pages.filter((entry) => entry.version === '5.x');
  const productPage = v5Pages.find((entry) => entry.permalink === '/x/v5/react-data-grid/');
  const landing = productPage ? '/x/v5/react-data-grid/' : '/x/v5/';
  await visit(page, '/x/react-data-grid/editing/');
  await switchTo(page, 'v5');
  await page.waitForURL(siteUrl(`${landing}${fromQuery('/x/react-data-grid/editing/')}`));
  const notice = page.locator(fallbackNotice);
  await expect(notice).toContainText('The page you were reading does not exist in v5.');
  await expect(notice).toContainText(
    productPage ? 'This is the Data Grid page of v5.' : 'This is the overview of v5.',
  );
});

test('the same notice reads in Chinese', async ({ page }) => {
  // A v8 page v7 does not have.
  await visit(page, `/x/zh/v7/${fromQuery('/x/zh/introduction/licensing/')}`);
  await expect(page.locator(fallbackNotice)).toContainText('你正在阅读的页面在 v7 中不存在。');
});

test('a fallback link opened on its own (a new tab) moves on to the page when the version has it', async ({
  page,
}) => {
  // What a link taken before the v7 page list had arrived gives: the v7 overview, naming the v8 page.
  await visit(page, `/x/v7/${fromQuery('/x/react-data-grid/editing/')}`);
  await page.waitForURL(siteUrl('/x/v7/react-data-grid/editing/'));
  await expect(page.locator('h1')).toHaveText('Data Grid - Editing');
  await expect(page.locator(fallbackNotice)).toHaveCount(0);
  // The overview it passed through is not left in the history.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/x\/v7\/\?from=/);
});

test('/x/v7/ serves the v7 overview', async ({ page }) => {
  await visit(page, '/x/v7/');
  await expect(page.locator('h1')).toContainText('v7');
});

/** Script URLs the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The MUI X chunk families a list of script paths includes (`mui-x-data-grid-v7`, `mui-x-data-grid`…). */
const muiXChunks = (scripts: string[]) =>
  [...new Set(scripts.map((path) => /\/(mui-x-[a-z-]+?(?:-v\d+)?)\.[0-9a-f]+\.js$/.exec(path)?.[1]))].filter(
    (name): name is string => Boolean(name),
  );

test('a v7 demo runs the 7.x Data Grid, from the v7 chunk', async ({ page }) => {
  const scripts = recordScripts(page);
  await visit(page, '/x/v7/react-data-grid/');
  const loans = demo(page, 'LibraryLoansGrid');
  await loans.scrollIntoViewIfNeeded();
  await expect(loans.locator('[data-flavour]')).toHaveAttribute('data-demo-state', 'live');
  // The v7 toolbar comes from the `toolbar` slot alone and has a density selector; the v8 grid renders
  // no toolbar without `showToolbar`, and its default toolbar has no density selector.
  await expect(loans.getByRole('button', { name: 'Density' })).toBeVisible();
  expect(muiXChunks(scripts)).toContain('mui-x-data-grid-v7');
  expect(muiXChunks(scripts).filter((name) => !name.endsWith('-v7'))).toEqual([]);
});

test('a v8 grid page requests no v7 chunk', async ({ page }) => {
  const scripts = recordScripts(page);
  await visit(page, '/x/react-data-grid/');
  const inventory = demo(page, 'InventoryOverview');
  await inventory.scrollIntoViewIfNeeded();
  await expect(inventory.locator('[data-flavour]')).toHaveAttribute('data-demo-state', 'live');
  expect(muiXChunks(scripts)).toContain('mui-x-data-grid');
  expect(muiXChunks(scripts).filter((name) => name.endsWith('-v7'))).toEqual([]);
});

/** The JavaScript files a page executed (script elements), by file name, once it has settled. */
async function executedScripts(page: Page, path: string): Promise<string[]> {
  await visit(page, path);
  await page.waitForLoadState('networkidle');
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      // The site's own bundles (an ad network's script loads only where the ad rule allows a slot).
      .filter((entry) => new URL(entry.name).pathname.startsWith('/x/assets/js/'))
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );
  return [...new Set(files)].sort();
}

test('v7 API pages of one sidebar slice share their chunks, with no chunk per page', async ({ page }) => {
  // src/plugins/site/apiPageChunks.ts: each page's MDX, model and doc metadata go to the slice's chunk.
  const dataGrid = await executedScripts(page, '/x/v7/api/data-grid/data-grid/');
  const dataGridPro = await executedScripts(page, '/x/v7/api/data-grid/data-grid-pro/');
  expect(dataGrid.some((file) => file.startsWith('api-pages-v7-data-grid-1.'))).toBe(true);
  expect(dataGridPro).toEqual(dataGrid);
});

test('the v7 API reference links the v7 guides that use a component', async ({ page }) => {
  await visit(page, '/x/v7/api/data-grid/data-grid-pro/');
  const guides = await page
    .locator('section[data-section="guides"] a:not(.hash-link)')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(guides).toContain('/x/v7/react-data-grid/column-pinning/');
  for (const href of guides) expect(href).toMatch(/^\/x\/v7\//);
});

test('a v8 page loads none of the archived versions’ routes, and a v7 page none of v8’s', async ({
  page,
}) => {
  // Two build parts (src/navigation/buildParts.ts): each page's route table holds its own part's pages.
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await visit(page, '/x/react-data-grid/editing/');
  await page.waitForLoadState('networkidle');
  const v8Scripts = (await Promise.all(bodies.splice(0))).join('\n');
  expect(v8Scripts).toContain('/x/react-data-grid/editing/');
  expect(v8Scripts).not.toContain('/x/v7/react-data-grid/editing/');

  await visit(page, '/x/v7/react-data-grid/editing/');
  await page.waitForLoadState('networkidle');
  const v7Scripts = (await Promise.all(bodies.splice(0))).join('\n');
  expect(v7Scripts).toContain('/x/v7/react-data-grid/editing/');
  expect(v7Scripts).not.toContain('"/x/react-data-grid/editing/"');
});

test('the v7 banner leads to the same page in v8', async ({ page }) => {
  await visit(page, '/x/v7/react-data-grid/editing/');
  const banner = page.locator('.theme-doc-version-banner');
  await banner.getByRole('link', { name: 'the v8 documentation' }).click();
  await page.waitForURL(siteUrl('/x/react-data-grid/editing/'));
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('a switch chosen before the other part’s page list arrives waits for it and keeps the page', async ({
  page,
}) => {
  // Hold the v7 page list until the reader has chosen v7 (src/components/VersionSwitcher/siteVersions.ts).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/x/version-docs/7.x.json', async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await visit(page, '/x/react-data-grid/editing/');
  await page.hover(`${switcher} > a`);
  const v7 = page.locator(`${switcher} .dropdown__link`).filter({ hasText: /^v7$/ });
  await v7.click();
  await expect.poll(() => asked).toBe(true);
  await expect(page).toHaveURL(siteUrl('/x/react-data-grid/editing/'));
  release();
  await page.waitForURL(siteUrl('/x/v7/react-data-grid/editing/'));
  await expect(page.locator(fallbackNotice)).toHaveCount(0);
});

test.describe('when a page list cannot be loaded', () => {
  // The page list answers 503: the browser logs the failed request.
  test.use({ allowedConsole: /status of 503/ });

  /** From the v8 editing page, a switch to v7 while the page lists matching `lists` answer 503. */
  async function switchToV7Failing(page: Page, lists: string): Promise<void> {
    await page.route(lists, (route) => route.fulfill({ status: 503, body: '' }));
    await visit(page, '/x/react-data-grid/editing/');
    await switchTo(page, 'v7');
  }

  test('a switch whose v7 list failed still keeps the page: the v7 page checks for itself', async ({
    page,
  }) => {
    await switchToV7Failing(page, '**/x/version-docs/7.x.json');
    await page.waitForURL(siteUrl('/x/v7/react-data-grid/editing/'));
    await expect(page.locator(fallbackNotice)).toHaveCount(0);
  });

  test('when no list can be read, the notice says the page could not be checked, and offers the way back', async ({
    page,
  }) => {
    await switchToV7Failing(page, '**/x/version-docs/*.json');
    await page.waitForURL(siteUrl(`/x/v7/${fromQuery('/x/react-data-grid/editing/')}`));
    const notice = page.locator(fallbackNotice);
    await expect(notice).toContainText('could not check whether v7 has the page you were reading');
    await expect(notice).not.toContainText('does not exist');
    await notice.getByRole('link', { name: 'Back to the page you came from' }).click();
    await page.waitForURL(siteUrl('/x/react-data-grid/editing/'));
  });
});
