/**
 * Every live demo of the site goes live once, in a real browser, without a
 * console error, hydration warning or uncaught exception (the fixture fails
 * the test on any), and without an error box. One test per English page with
 * demos, from the content manifest: the page is loaded once, each of its demos
 * (found by name, `section[data-demo]`) is brought on screen, and the test
 * waits until every one is live — `data-demo-state="live"` on the section or
 * on an element inside it. Add a demo to `docs/` and it is covered after the
 * next build, with no edit here.
 *
 * What the server rendered (each demo there, named, with its server HTML) is
 * checked without a browser, on every page of every locale, by the site check
 * (scripts/siteCheck). Chinese pages run the same demo modules; the demos of
 * the translated ones are audited live in a11y.spec.ts.
 */
import { readManifest } from '../src/content/manifest';
import type { Page } from '@playwright/test';
import { demo, expect, liveDemo, readingTest as test, siteUrl, waitForHydration } from './fixtures';
import { E2E_BUILD_DIR } from './profile';

/** How long one page's demos may take to go live, all together (they go live one at a time). */
const LIVE_TIMEOUT_MS = 30_000;

const pages = readManifest(E2E_BUILD_DIR).pages.filter((page) => page.demos.length > 0);

/** Loads a page (200) and waits for React to hydrate it; its images and fonts may still be on their way. */
async function open(tab: Page, path: string): Promise<void> {
  const response = await tab.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `${path} answers`).toBe(200);
  await waitForHydration(tab);
}

test('the manifest lists pages with demos', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const entry of pages) {
  const names = entry.demos.map((entry) => entry.name);
  test(`${entry.permalink} — ${names.join(', ')}`, async ({ tab }) => {
    await open(tab, entry.permalink);
    // On screen one after the other, as a reader scrolling through: each joins the page's queue.
    for (const name of names) {
      const section = demo(tab, name);
      await expect(section, `demo ${name} is on the page`).toHaveCount(1);
      await section.scrollIntoViewIfNeeded();
      // Seen: it has joined the queue (a demo scrolled past unseen stays a snapshot, as for a reader).
      await expect(section.locator('[data-demo-state="waiting"]'), `demo ${name} is asked for`).toHaveCount(
        0,
      );
    }
    for (const name of names) {
      const errorBox = demo(tab, name).locator('[data-demo-error]');
      await expect(liveDemo(tab, name).or(errorBox).first(), `demo ${name} goes live`).toBeAttached({
        timeout: LIVE_TIMEOUT_MS,
      });
      if ((await errorBox.count()) > 0) {
        throw new Error(`demo ${name} shows an error: ${await errorBox.first().innerText()}`);
      }
      const box = await liveDemo(tab, name).first().boundingBox();
      expect(box?.height ?? 0, `demo ${name} painted something`).toBeGreaterThan(8);
    }
  });
}
