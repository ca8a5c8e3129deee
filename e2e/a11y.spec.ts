/**
 * Accessibility with axe-core (WCAG 2.1 A/AA; a serious or critical violation
 * fails, naming rule, page and node — e2e/axe.ts):
 * - a sample of every page template, in English and in Chinese: guide pages
 *   with live demos (one per product), a guide without demos, an API page, an
 *   archived version, a translated Chinese page, search, playground and the
 *   404 page. Each sample is found by name in the content manifest or the
 *   sitemap of its locale and must be of its template. Each is loaded once
 *   and audited in light, then right-to-left (the navbar's direction switch),
 *   then dark (the system preference, which the site follows live), with
 *   every demo live; all three audits are reported together;
 * - the site's own overlays and states, which no page shows on load: search
 *   dialog, settings drawer and feedback form (in turn on one page), demo code
 *   and live editor, in-house ad and appeal, API list layout — in light, dark
 *   and right-to-left, set before the page's first frame.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { readManifest } from '../src/content/manifest';
import type { ContentPage } from '../src/content/page';
import { demo, expect, siteUrl, test, visit, waitForHydration } from './fixtures';
import { expectNoSeriousViolations, revealDemos, seriousViolations } from './axe';
import { E2E_BUILD_DIR } from './profile';

type Locale = 'en' | 'zh';

interface Sample {
  template: string;
  /** The English address; the Chinese one is the same under /x/zh/. */
  path: string;
  locales: readonly Locale[];
  /** What makes a page of the template, from its content manifest entry (none: a page outside the manifest). */
  is: (entry: ContentPage | undefined) => boolean;
}

const guide = (withDemos: boolean) => (entry: ContentPage | undefined) =>
  entry !== undefined && !entry.api && entry.version === 'current' && entry.demos.length > 0 === withDemos;
const inSitemapOnly = (entry: ContentPage | undefined) => entry === undefined;

const SAMPLES: readonly Sample[] = [
  { template: 'guide with demos', path: '/x/react-data-grid/', locales: ['en', 'zh'], is: guide(true) },
  { template: 'guide with demos', path: '/x/react-charts/bars/', locales: ['en'], is: guide(true) },
  {
    template: 'guide with demos',
    path: '/x/react-date-pickers/date-picker/',
    locales: ['en'],
    is: guide(true),
  },
  { template: 'guide with demos', path: '/x/react-tree-view/', locales: ['en'], is: guide(true) },
  {
    template: 'guide without demos',
    path: '/x/introduction/installation/',
    locales: ['en', 'zh'],
    is: guide(false),
  },
  {
    template: 'API page',
    path: '/x/api/date-pickers/date-picker/',
    locales: ['en', 'zh'],
    is: (entry) => entry?.api === true,
  },
  {
    template: 'archived version',
    path: '/x/v7/',
    locales: ['en', 'zh'],
    is: (entry) => entry !== undefined && entry.version !== 'current',
  },
  {
    template: 'Chinese page',
    path: '/x/react-data-grid/sorting/',
    locales: ['zh'],
    is: (entry) => entry?.source.startsWith('i18n/zh/') === true,
  },
  {
    // Its English text under the Chinese notice.
    template: 'untranslated Chinese page',
    path: '/x/react-charts/pie-demo/',
    locales: ['zh'],
    is: (entry) => entry?.source.startsWith('docs/') === true,
  },
  { template: 'search', path: '/x/search/?q=filter', locales: ['en', 'zh'], is: inSitemapOnly },
  { template: 'playground', path: '/x/playground/', locales: ['en', 'zh'], is: inSitemapOnly },
  { template: '404', path: '/x/this-page-does-not-exist/', locales: ['en', 'zh'], is: inSitemapOnly },
];

const BUILD_DIRS: Record<Locale, string> = { en: E2E_BUILD_DIR, zh: join(E2E_BUILD_DIR, 'zh') };
const manifests = {
  en: new Map(readManifest(BUILD_DIRS.en).pages.map((entry) => [entry.permalink, entry])),
  zh: new Map(readManifest(BUILD_DIRS.zh).pages.map((entry) => [entry.permalink, entry])),
};

/** Paths of the locale's sitemap (`/x/search/`). */
function sitemapPaths(locale: Locale): Set<string> {
  const file = join(BUILD_DIRS[locale], 'sitemap.xml');
  const xml = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname));
}
const sitemaps = { en: sitemapPaths('en'), zh: sitemapPaths('zh') };

const localized = (path: string, locale: Locale) =>
  locale === 'zh' ? path.replace(/^\/x\//, '/x/zh/') : path;

/** Opens a page of any status (the 404 page answers 404) and waits for hydration. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  await waitForHydration(page);
}

/** The search page and dialog render results once the index has loaded. */
async function waitForSearch(page: Page): Promise<void> {
  await expect(page.locator('[data-query][data-status="ready"]')).toHaveCount(1);
}

/**
 * Switches the page's direction as a reader does: the navbar's direction
 * button, or, on a page without the navbar (the playground), the stored
 * preference and a reload.
 */
async function switchDirection(page: Page, dir: 'ltr' | 'rtl'): Promise<void> {
  const toggle = page.locator('.navbar button[data-direction]').first();
  if ((await toggle.count()) > 0) await toggle.click();
  else {
    await page.evaluate((value) => window.localStorage.setItem('mui-direction', value), dir);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

test.describe('accessibility of every page template (light, right-to-left, dark)', () => {
  test.use({ colorScheme: 'light' });

  for (const sample of SAMPLES) {
    for (const locale of sample.locales) {
      const path = localized(sample.path, locale);
      test.describe(`${sample.template} (${locale})`, () => {
        // The browser reports the 404 status of the page itself.
        if (sample.template === '404') test.use({ allowedConsole: /status of 404/ });

        test(path, async ({ page }) => {
          const pathname = new URL(siteUrl(path)).pathname;
          const entry = manifests[locale].get(pathname);
          expect(sample.is(entry), `${pathname} is a ${sample.template} page of the ${locale} manifest`).toBe(
            true,
          );
          if (sample.template !== '404' && !entry) {
            expect(sitemaps[locale].has(pathname), `${pathname} is in the ${locale} sitemap`).toBe(true);
          }
          await open(page, path);
          const html = page.locator('html');
          const found: string[] = [];
          const audit = async (variant: string, theme: string, dir: string) => {
            await expect(html).toHaveAttribute('data-theme', theme);
            await expect(html).toHaveAttribute('dir', dir);
            if (sample.template === 'search') await waitForSearch(page);
            await revealDemos(page);
            found.push(...(await seriousViolations(page)).map((line) => `${variant}: ${line}`));
          };
          await audit('light', 'light', 'ltr');
          await switchDirection(page, 'rtl');
          await audit('right-to-left', 'light', 'rtl');
          await switchDirection(page, 'ltr');
          await page.emulateMedia({ colorScheme: 'dark' });
          await audit('dark', 'dark', 'ltr');
          expect(found, `axe (WCAG 2.1 A/AA): serious or critical violations on ${path}`).toEqual([]);
        });
      });
    }
  }
});

type Variant = 'light' | 'dark' | 'right-to-left';

/** Colour scheme and direction of a variant, applied before the page's first frame. */
async function useVariant(context: BrowserContext, variant: Variant): Promise<void> {
  await context.addInitScript((rtl) => {
    // Only on the site's pages: storage of the first about:blank document is off limits.
    if (rtl && window.location.pathname.startsWith('/x/'))
      window.localStorage.setItem('mui-direction', 'rtl');
  }, variant === 'right-to-left');
}

async function expectVariant(page: Page, variant: Variant): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', variant === 'dark' ? 'dark' : 'light');
  await expect(html).toHaveAttribute('dir', variant === 'right-to-left' ? 'rtl' : 'ltr');
}

for (const variant of ['light', 'dark', 'right-to-left'] as const) {
  test.describe(`accessibility of overlays and states (${variant})`, () => {
    test.use({ colorScheme: variant === 'dark' ? 'dark' : 'light' });
    test.beforeEach(async ({ context }) => useVariant(context, variant));

    // One page, three overlays in turn, each closed before the next opens.
    test('search dialog with results, settings drawer, feedback comment form', async ({ page }) => {
      await visit(page, '/x/introduction/installation/');
      await expectVariant(page, variant);
      await test.step('search dialog', async () => {
        await page.locator('.navbar button[data-search-button]').click();
        const input = page.getByRole('combobox');
        await input.fill('column');
        await waitForSearch(page);
        await page.keyboard.press('ArrowDown');
        await expectNoSeriousViolations(page, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expect(page.locator('[role="dialog"]')).toHaveCount(0);
      });
      await test.step('settings drawer', async () => {
        await page.getByRole('button', { name: 'Display settings' }).click();
        const drawer = page.getByRole('dialog', { name: 'Settings' });
        await expect(drawer).toBeVisible();
        await expectNoSeriousViolations(page, '.MuiDrawer-paper');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      });
      await test.step('feedback comment form', async () => {
        const feedback = page.locator('section', { hasText: 'Was this page helpful?' });
        await feedback.getByRole('button', { name: 'No' }).click();
        await expect(feedback.getByRole('textbox')).toBeVisible();
        await expectNoSeriousViolations(page, 'article');
      });
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
      await visit(page, '/x/api/date-pickers/date-picker/');
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
