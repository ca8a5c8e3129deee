/**
 * Every live demo of the site goes live once, in a real browser, without a
 * console error, hydration warning or uncaught exception (the fixture fails
 * the test on any), and without an error box. The English pages with demos,
 * from the content manifest, are read in groups, as a reader reads a section:
 * the group's first page is loaded (and hydrated), the others are reached by
 * navigating inside the site, as the sidebar does (a group stays within one
 * build part, src/navigation/buildParts.ts, as such navigation does). On each page, each demo
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
import { MERGED_PARTS, partOfPath } from '../src/navigation/buildParts';
import type { Page } from '@playwright/test';
import { expect, LIVE_STATE, readingTest as test, siteUrl, waitForHydration } from './fixtures';
import { E2E_BUILD_DIR } from './profile';

/** How long one page's demos may take to go live, all together (they go live one at a time). */
const LIVE_TIMEOUT_MS = 30_000;

/**
 * Pages per test: one full load (about 2 s more than a page reached by
 * navigation, in a CI run), then navigation inside the site.
 */
const GROUP_SIZE = 16;

/** A test's time limit: 16 pages of about 1.1 s each in a CI run (the slowest 5 s), with room for a busy machine. */
const GROUP_TIMEOUT_MS = 150_000;

const pages = readManifest(E2E_BUILD_DIR)
  .pages.filter((page) => page.demos.length > 0)
  .sort((a, b) => a.permalink.localeCompare(b.permalink));
const groups = MERGED_PARTS.flatMap((part) => {
  const inPart = pages.filter((page) => partOfPath(page.permalink, '/x/') === part);
  return Array.from({ length: Math.ceil(inPart.length / GROUP_SIZE) }, (_, index) =>
    inPart.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
  );
});

/** Loads a page (200) and waits for React to hydrate it; its images and fonts may still be on their way. */
async function open(tab: Page, path: string): Promise<void> {
  const response = await tab.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `${path} answers`).toBe(200);
  await waitForHydration(tab);
}

/**
 * Waits, in the page, until `missing(arg)` is null (checked once per frame,
 * and at least every 100 ms),
 * so that a state reached between two of Playwright's retries is seen at once.
 * Returns its last value, which says what is missing when the time ran out.
 */
async function untilInPage<Arg, Missing>(
  tab: Page,
  arg: Arg,
  missing: (arg: Arg) => Missing | null,
  timeoutMs: number,
): Promise<Missing | null> {
  // Playwright sends a function to the page as its source text; this sends two, composed.
  const poll = async (check: (value: unknown) => unknown, value: unknown, limitMs: number) => {
    const end = performance.now() + limitMs;
    for (;;) {
      const left = check(value);
      if (left === null || performance.now() > end) return left;
      // The next frame, or 100 ms if no frame comes: a renderer starved of
      // CPU may stop producing frames while its timers still run.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  const expression = `(${poll.toString()})(${missing.toString()}, ${JSON.stringify(arg)}, ${timeoutMs})`;
  return (await tab.evaluate(expression)) as Missing | null;
}

/** The demo names the page shows, sorted, while they are not `names`; then null. */
function unexpectedDemos(names: readonly string[]): string[] | null {
  const shown = Array.from(document.querySelectorAll('section[data-demo]'), (section) =>
    String(section.getAttribute('data-demo')),
  ).sort();
  return JSON.stringify(shown) === JSON.stringify([...names].sort()) ? null : shown;
}

/**
 * Moves to another page of the site without a reload, through the browser's
 * History API: the site's router follows a history entry it did not create as
 * it follows the Back button. Done once the new page shows its demos.
 */
async function navigate(tab: Page, path: string, names: readonly string[]): Promise<void> {
  await tab.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const shown = await untilInPage(tab, names, unexpectedDemos, 10_000);
  expect(shown ?? [...names].sort(), `${path} shows its demos`).toEqual([...names].sort());
}

/**
 * Brings the first demo of `names` not seen yet on screen, in page order, and
 * says which (`name: what is wrong`); null once every one has been seen (it
 * has joined the queue: a demo scrolled past unseen stays a snapshot, as for
 * a reader). Demos above it that go live may change their height and push it
 * off screen: it is brought back while it waits.
 */
function firstUnseen(names: readonly string[]): string | null {
  for (const name of names) {
    const section = document.querySelector(`section[data-demo="${name}"]`);
    if (!section) return `${name}: is not on the page`;
    if (!section.querySelector('[data-demo-state="waiting"]')) continue;
    const { top, bottom } = section.getBoundingClientRect();
    if (bottom < 64 || top > window.innerHeight - 64) section.scrollIntoView({ block: 'center' });
    return `${name}: is not asked for`;
  }
  return null;
}

/** The names of the demos that are neither live (`live`: the fixtures' LIVE_STATE) nor showing an error; null when there is none. */
function notLiveYet({ names, live }: { names: readonly string[]; live: string }): string[] | null {
  const left = names.filter((name) => {
    const section = document.querySelector(`section[data-demo="${name}"]`);
    return !section || !(section.matches(live) || section.querySelector(`${live}, [data-demo-error]`));
  });
  return left.length > 0 ? left : null;
}

/**
 * What is wrong with each live demo, read in the page in one call: an error
 * box in place of the demo, or a live element that painted nothing (8 px or
 * less high). Empty when every demo rendered.
 */
function renderProblems({ names, live }: { names: readonly string[]; live: string }): string[] {
  const problems: string[] = [];
  for (const name of names) {
    const section = `section[data-demo="${name}"]`;
    const error = document.querySelector(`${section} [data-demo-error]`);
    if (error) {
      problems.push(`demo ${name} shows an error: ${(error as HTMLElement).innerText}`);
      continue;
    }
    const element = document.querySelector(`${section}${live}, ${section} ${live}`);
    const height = element?.getBoundingClientRect().height ?? 0;
    if (height <= 8) problems.push(`demo ${name} painted nothing (${height} px high)`);
  }
  return problems;
}

/** Brings each demo of the page on screen, as a reader scrolling through, and waits until every one is live. */
async function everyDemoLive(tab: Page, names: readonly string[]): Promise<void> {
  // One call into the page for all of them; up to 10 s for each.
  const unseen = await untilInPage(tab, names, firstUnseen, 10_000 * names.length);
  expect(unseen, 'every demo brought on screen').toBeNull();
  const left = await untilInPage(tab, { names, live: LIVE_STATE }, notLiveYet, LIVE_TIMEOUT_MS);
  expect(left, 'demos that did not go live').toBeNull();
  expect(await tab.evaluate(renderProblems, { names, live: LIVE_STATE })).toEqual([]);
}

test('the manifest lists pages with demos', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const group of groups) {
  const first = group[0]?.permalink ?? '';
  const last = group[group.length - 1]?.permalink ?? '';
  test(`${first} … ${last} (${group.length} pages)`, async ({ tab }) => {
    test.setTimeout(GROUP_TIMEOUT_MS);
    for (const [index, entry] of group.entries()) {
      const names = entry.demos.map((demoEntry) => demoEntry.name);
      await test.step(`${entry.permalink} — ${names.join(', ')}`, async () => {
        if (index === 0) await open(tab, entry.permalink);
        else await navigate(tab, entry.permalink, names);
        await everyDemoLive(tab, names);
      });
    }
  });
}
