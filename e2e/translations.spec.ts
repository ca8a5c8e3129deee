/**
 * Outdated translations in a real build. The translation probe of the e2e
 * profile (scripts/translationProbe.ts) is a fresh Chinese build of the site
 * in which two translated pages were stamped with their English source, and
 * the English source of one of them was edited afterwards. That page opens
 * with the outdated notice, in Chinese, linking to its English page (which
 * the full e2e build serves); the other shows no notice. The rule itself is
 * unit-tested (src/content/translation.test.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { E2E_BASE_URL, E2E_TRANSLATION_PROBE_DIR, TRANSLATION_PROBE } from './profile';

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
