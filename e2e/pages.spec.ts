/**
 * Every page the build made, from its content manifest (src/content/manifest.ts),
 * in both locales: it answers 200, hydrates in its language, logs nothing, has
 * an ad slot exactly when the ad rule allows one, and every live demo the
 * manifest lists for it is on the page (found by its name, `data-demo`),
 * rendered, with no error box.
 *
 * Chinese shares the generated API pages' layout and data with English, so it
 * visits every 10th API page (the same ones on every run). Add a page or a demo
 * to `docs/` and this spec covers it after the next build, with no edit here.
 *
 * Every English page (the whole sitemap) is also audited with axe (WCAG 2.1
 * A/AA, light scheme) once its demos are live: guide pages whole, the 410
 * generated API pages their main content, since the navbar, sidebar and footer
 * around it are the components the guide audits already cover. Chinese pages,
 * the dark scheme and right-to-left are audited on a sample of every page kind
 * in a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import { readManifest } from '../src/content/manifest';
import type { ContentPage } from '../src/content/page';
import { demo, expect, readingTest as test, visit } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { E2E_BUILD_DIR } from './profile';

const API_SAMPLE_STEP = 10;
const LOCALES = [
  { locale: 'en', dir: E2E_BUILD_DIR, lang: 'en' },
  { locale: 'zh', dir: `${E2E_BUILD_DIR}/zh`, lang: 'zh-CN' },
] as const;

function pagesOf(locale: string, dir: string): ContentPage[] {
  const pages = readManifest(dir).pages;
  if (locale === 'en') return pages;
  const apiPages = pages.filter((page) => page.api);
  const sampled = new Set(apiPages.filter((_page, index) => index % API_SAMPLE_STEP === 0));
  return pages.filter((page) => !page.api || sampled.has(page));
}

async function checkDemos(tab: Page, entry: ContentPage): Promise<void> {
  for (const { name, file } of entry.demos) {
    const section = demo(tab, name);
    await expect(section, `demo ${name} (${file}) is on the page`).toHaveCount(1);
    await section.scrollIntoViewIfNeeded();
    const live = section.locator('[data-flavour]');
    await expect(live, `demo ${name} renders`).toBeVisible();
    const errors = section.locator('[data-demo-error]');
    if ((await errors.count()) > 0) {
      throw new Error(`demo ${name} (${file}) shows an error: ${await errors.first().innerText()}`);
    }
    const box = await live.boundingBox();
    expect(box?.height ?? 0, `demo ${name} painted something`).toBeGreaterThan(8);
  }
}

for (const { locale, dir, lang } of LOCALES) {
  test.describe(`pages (${locale})`, () => {
    for (const entry of pagesOf(locale, dir)) {
      const demos = entry.demos.length > 0 ? ` — demos: ${entry.demos.map((d) => d.name).join(', ')}` : '';
      test(`${entry.permalink}${demos}`, async ({ tab }) => {
        await visit(tab, entry.permalink);
        await expect(tab.locator('html')).toHaveAttribute('lang', lang);
        await expect(tab.locator('[data-ad-slot]'), 'ad slot per the ad rule').toHaveCount(entry.ads ? 1 : 0);
        await checkDemos(tab, entry);
        if (locale === 'en') await expectNoSeriousViolations(tab, entry.api ? 'main' : undefined);
      });
    }
  });
}
