/**
 * Accessibility with axe-core (WCAG 2.1 A/AA; a serious or critical violation
 * fails, naming rule, page and node — e2e/axe.ts):
 * - a fixed sample of every page kind (guide pages with live demos, API pages,
 *   search, playground, 404, Chinese) in the dark scheme and right-to-left,
 *   and in light the Chinese sample and the two sitemap pages the content
 *   manifest does not list, search and playground (pages.spec.ts audits
 *   every other English page in light);
 * - the site's own overlays and states, which no page shows on load: search
 *   dialog, settings drawer, feedback form, demo code and live editor, in-house
 *   ad and appeal, API list layout — in light, dark and right-to-left.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { demo, expect, siteUrl, test, visit, waitForHydration } from './fixtures';
import { expectNoSeriousViolations, revealDemos } from './axe';

const SAMPLE = [
  { kind: 'guide', path: '/x/' },
  { kind: 'guide', path: '/x/react-data-grid/' },
  { kind: 'guide', path: '/x/react-data-grid/editing/' },
  { kind: 'guide', path: '/x/react-charts/bars/' },
  { kind: 'guide', path: '/x/react-date-pickers/date-picker/' },
  { kind: 'guide', path: '/x/react-tree-view/' },
  { kind: 'API', path: '/x/api/data-grid/data-grid/' },
  { kind: 'API', path: '/x/api/data-grid/grid-api/' },
  { kind: 'API', path: '/x/api/data-grid/' },
  { kind: 'API', path: '/x/api/data-grid/icons/' },
  { kind: 'search', path: '/x/search/?q=filter' },
  { kind: 'playground', path: '/x/playground/' },
  { kind: '404', path: '/x/this-page-does-not-exist/' },
  { kind: 'zh', path: '/x/zh/' },
  { kind: 'zh', path: '/x/zh/react-data-grid/' },
  { kind: 'zh', path: '/x/zh/api/data-grid/data-grid/' },
  // An untranslated guide: its English text under the Chinese notice.
  { kind: 'zh', path: '/x/zh/react-charts/pie-demo/' },
] as const;

/** The sample's kinds audited in light too: pages outside the content manifest, and the Chinese chrome. */
const IN_LIGHT: ReadonlySet<string> = new Set(['zh', 'search', 'playground']);

type Variant = 'light' | 'dark' | 'right-to-left';

/** Colour scheme and direction of a variant, applied before the page's first frame. */
async function useVariant(context: BrowserContext, variant: Variant): Promise<void> {
  await context.addInitScript((rtl) => {
    // Only on the site's pages: storage of the first about:blank document is off limits.
    if (rtl && window.location.pathname.startsWith('/x/'))
      window.localStorage.setItem('mui-direction', 'rtl');
  }, variant === 'right-to-left');
}

/** Opens a page of any status (the 404 page answers 404) and waits for hydration. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  await waitForHydration(page);
}

async function expectVariant(page: Page, variant: Variant): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', variant === 'dark' ? 'dark' : 'light');
  await expect(html).toHaveAttribute('dir', variant === 'right-to-left' ? 'rtl' : 'ltr');
}

/** The search page and dialog render results once the index has loaded. */
async function waitForSearch(page: Page): Promise<void> {
  await expect(page.locator('[data-query][data-status="ready"]')).toHaveCount(1);
}

for (const variant of ['light', 'dark', 'right-to-left'] as const) {
  test.describe(`accessibility (${variant})`, () => {
    test.use({ colorScheme: variant === 'dark' ? 'dark' : 'light' });
    test.beforeEach(async ({ context }) => useVariant(context, variant));

    // In light, pages.spec.ts audits every page of the content manifest; the sitemap's other pages are here.
    const sample = variant === 'light' ? SAMPLE.filter((entry) => IN_LIGHT.has(entry.kind)) : SAMPLE;
    for (const { kind, path } of sample) {
      test.describe(`${kind} page`, () => {
        // The browser reports the 404 status of the page itself.
        if (kind === '404') test.use({ allowedConsole: /status of 404/ });

        test(path, async ({ page }) => {
          await open(page, path);
          await expectVariant(page, variant);
          if (kind === 'search') await waitForSearch(page);
          await revealDemos(page);
          await expectNoSeriousViolations(page);
        });
      });
    }

    test('search dialog with results', async ({ page }) => {
      await visit(page, '/x/introduction/installation/');
      await expectVariant(page, variant);
      await page.locator('.navbar button[data-search-button]').click();
      const input = page.getByRole('combobox');
      await input.fill('column');
      await waitForSearch(page);
      await page.keyboard.press('ArrowDown');
      await expectNoSeriousViolations(page, '[role="dialog"]');
    });

    test('settings drawer', async ({ page }) => {
      await visit(page, '/x/introduction/installation/');
      await page.getByRole('button', { name: 'Display settings' }).click();
      const drawer = page.getByRole('dialog', { name: 'Settings' });
      await expect(drawer).toBeVisible();
      await expectNoSeriousViolations(page, '.MuiDrawer-paper');
    });

    test('feedback comment form', async ({ page }) => {
      await visit(page, '/x/introduction/installation/');
      const feedback = page.locator('section', { hasText: 'Was this page helpful?' });
      await feedback.getByRole('button', { name: 'No' }).click();
      await expect(feedback.getByRole('textbox')).toBeVisible();
      await expectNoSeriousViolations(page, 'article');
    });

    test('demo with its code shown and in the live editor', async ({ page }) => {
      await visit(page, '/x/react-data-grid/');
      const section = demo(page, 'StockLevelGrid');
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: 'Show code' }).click();
      await expect(section.locator('pre code')).toBeVisible();
      await expectNoSeriousViolations(page, 'section[data-demo="StockLevelGrid"]');
      await section.getByRole('button', { name: 'Edit' }).click();
      await expect(section.getByRole('textbox', { name: 'Demo source, editable' })).toBeVisible();
      await expectNoSeriousViolations(page, 'section[data-demo="StockLevelGrid"]');
    });

    for (const outcome of ['in-house', 'appeal'] as const) {
      test(`${outcome === 'in-house' ? 'in-house ad' : 'ad blocker appeal'} in the ad slot`, async ({
        page,
        context,
      }) => {
        // The list is answered with no ad and the script is empty: after 7 checks (3 s) the slot
        // shows an in-house ad, or the appeal for random() < 0.2.
        await context.addInitScript(
          (random) => {
            if (!window.location.pathname.startsWith('/x/')) return;
            window.sessionStorage.setItem('x-docs-ad-shape', 'image');
            Math.random = () => random;
          },
          outcome === 'appeal' ? 0.1 : 0.5,
        );
        await visit(page, '/x/introduction/installation/');
        const filled = page.locator(outcome === 'appeal' ? '[data-ad-appeal]' : '[data-ad-card]');
        await expect(filled).toBeVisible({ timeout: 10_000 });
        await expectNoSeriousViolations(page, '[data-ad-slot]');
      });
    }

    test('API members as a list, and a filter that matches nothing', async ({ page }) => {
      await visit(page, '/x/api/data-grid/data-grid/');
      const props = page.locator('section[data-section="props"]');
      await props.getByRole('button', { name: 'List' }).click();
      await expect(props.locator('[data-layout="list"]')).toHaveCount(1);
      await expectNoSeriousViolations(page, 'section[data-section="props"]');
      await props.getByRole('searchbox').fill('no such prop anywhere');
      await expect(props.getByText('No prop matches')).toBeVisible();
      await expectNoSeriousViolations(page, 'section[data-section="props"]');
    });
  });
}
