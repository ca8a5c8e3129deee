/**
 * Translation notices in a real build.
 *
 * Outdated translations: the translation probe of the e2e profile
 * (scripts/translationProbe.ts) is a fresh Chinese build of the site in which
 * two translated pages were stamped with their English source, and the
 * English source of one of them was edited afterwards. That page opens with
 * the outdated notice, in Chinese, linking to its English page (which the full
 * e2e build serves); the other shows no notice. The rule itself is
 * unit-tested (src/content/translation.test.ts).
 *
 * Untranslated pages: in the full e2e build, a Chinese guide that has no
 * translation (its source in the zh content manifest is the English file)
 * opens with a notice in Chinese above its English text, linking to the
 * translators' guide; a translated page, the same page in English and an API
 * page show none.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { readManifest } from '../src/content/manifest';
import { TRANSLATORS_GUIDE } from '../src/data/site';
import { expect, test, visit } from './fixtures';
import {
  E2E_BASE_URL,
  E2E_BUILD_DIR,
  E2E_EDIT_URL,
  E2E_TRANSLATION_PROBE_DIR,
  TRANSLATION_PROBE,
} from './profile';

/** The English page of the probe's changed page, in the full site: `/x/introduction/licensing/`. */
const ENGLISH_PATH = `${new URL(E2E_BASE_URL).pathname}${TRANSLATION_PROBE.changed.path}`;

interface Server {
  url: string;
  close: () => void;
  server: { closeAllConnections: () => void };
}

let probe: Server;

test.beforeAll(async () => {
  const { startServer } = await import('../scripts/serve.mjs');
  probe = (await startServer({ dir: E2E_TRANSLATION_PROBE_DIR, port: 0 })) as Server;
});

test.afterAll(() => {
  probe.server.closeAllConnections();
  probe.close();
});

/** A page of the probe (served on its own port), hydrated. */
async function openProbePage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(new URL(`zh/${path}`, probe.url).href);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const notice = (page: Page) => page.locator('[data-translation-notice]');

test('a Chinese page whose English source changed after its stamp says it may be outdated', async ({
  newContext,
}) => {
  const context = await newContext({ origin: new URL(probe.url).origin });
  const page = await openProbePage(context, TRANSLATION_PROBE.changed.path);
  await expect(notice(page)).toHaveCount(1);
  await expect(notice(page)).toContainText('此译文可能已过时');
  // At the top of the content, above the page title.
  await expect(page.locator('.theme-doc-markdown > :first-child')).toHaveAttribute(
    'data-translation-notice',
    '',
  );
  const link = notice(page).getByRole('link', { name: '阅读英文原文' });
  await expect(link).toHaveAttribute('href', ENGLISH_PATH);
  await expect(link).toHaveAttribute('hreflang', 'en');
});

test('a Chinese page whose English source is unchanged since its stamp shows no notice', async ({
  newContext,
}) => {
  const context = await newContext({ origin: new URL(probe.url).origin });
  const page = await openProbePage(context, TRANSLATION_PROBE.upToDate.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test("the notice's link leads to the English page of the full site", async ({ page }) => {
  await visit(page, ENGLISH_PATH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

const untranslatedNotice = (page: Page) => page.locator('[data-untranslated-notice]');

const TRANSLATED_SOURCE = 'i18n/zh/docusaurus-plugin-content-docs/current/';
const zhGuides = readManifest(join(E2E_BUILD_DIR, 'zh')).pages.filter(
  (entry) => entry.version === 'current' && !entry.api,
);
/** A translated and an untranslated guide of the same product, so the two tests compare like with like. */
const PIE = {
  translated: zhGuides.find((entry) => entry.permalink === '/x/zh/react-charts/pie/'),
  untranslated: zhGuides.find((entry) => entry.permalink === '/x/zh/react-charts/pie-demo/'),
};
/** The e2e build knows its sources (DOCS_EDIT_URL), so the guide is the README of that revision. */
const GUIDE_URL = `${E2E_EDIT_URL.replace('/edit/', '/blob/')}${TRANSLATORS_GUIDE}`;

test('a Chinese guide without a translation says so above its English text, linking to the translators’ guide', async ({
  page,
}) => {
  expect(PIE.untranslated?.source, 'the pie demos page is still untranslated').toMatch(/^docs\//);
  await visit(page, PIE.untranslated?.permalink ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const untranslated = untranslatedNotice(page);
  await expect(untranslated).toHaveCount(1);
  await expect(untranslated).toContainText('本页尚未翻译成中文');
  await expect(page.locator('.theme-doc-markdown > :first-child')).toHaveAttribute(
    'data-untranslated-notice',
    '',
  );
  await expect(untranslated.getByRole('link', { name: '了解如何参与翻译' })).toHaveAttribute(
    'href',
    GUIDE_URL,
  );
  // Below it, the page is the English one.
  await expect(page.locator('.theme-doc-markdown h1')).toHaveText(/^Charts - Pie demos$/);
  // And it is not also called outdated.
  await expect(notice(page)).toHaveCount(0);
});

test('a translated Chinese page, the English page and an API page show no untranslated notice', async ({
  page,
}) => {
  expect(PIE.translated?.source).toMatch(new RegExp(`^${TRANSLATED_SOURCE}`));
  await visit(page, PIE.translated?.permalink ?? '');
  await expect(page.locator('.theme-doc-markdown h1')).toContainText('饼图');
  await expect(untranslatedNotice(page)).toHaveCount(0);

  await visit(page, '/x/react-charts/pie-demo/');
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
  await expect(untranslatedNotice(page)).toHaveCount(0);

  await visit(page, '/x/zh/api/charts/pie-chart/');
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
  await expect(untranslatedNotice(page)).toHaveCount(0);
});
