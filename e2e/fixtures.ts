/**
 * The test fixture every browser test uses: `test` from @playwright/test with
 * a browser context that
 * - refuses every request that would leave 127.0.0.1 (the machine is offline,
 *   and a test must not depend on the network);
 * - answers the e2e profile's ad addresses with "no ad" (a test that needs ads
 *   routes them itself; its route takes precedence);
 * - records console errors, React hydration warnings and uncaught exceptions
 *   of every page it opens, and fails the test when any was recorded.
 *
 * A test that provokes an error on purpose names the messages it expects with
 * `test.use({ allowedConsole: /ERR_BLOCKED_BY_CLIENT/ })`. `newContext()`
 * gives a second guarded context (another viewport, colour scheme or a service
 * worker), closed and checked when the test ends.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL, E2E_BASE_URL } from './profile';
import { escapeRegExp } from '../src/content/escapeRegExp';

export { expect };

const ORIGIN = new URL(E2E_BASE_URL).origin;

/**
 * Builds without MUI_X_LICENSE_KEY render the Pro and Premium demos with their
 * watermark, and the packages then log this notice; it is expected (README,
 * licence key). Invalid or expired keys still fail.
 */
const LICENSE_NOTICE = /MUI X: Missing license key\./;

export interface GuardedContextOptions extends BrowserContextOptions {
  /** Leave requests to the ad addresses unanswered by the fixture. */
  ownAdRoutes?: boolean;
  /** The one origin pages may reach (default: the e2e server's). */
  origin?: string;
}

interface Fixtures {
  /** Console messages a test expects (matched against the text); anything else fails it. */
  allowedConsole: RegExp | null;
  /** What the guarded pages logged so far: tests that check a log themselves read or clear it. */
  consoleProblems: string[];
  newContext: (options?: GuardedContextOptions) => Promise<BrowserContext>;
}

function watchPage(page: Page, problems: string[], allowed: RegExp | null): void {
  page.on('console', (message) => {
    const text = message.text();
    if (LICENSE_NOTICE.test(text) || allowed?.test(text)) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      problems.push(`console.${message.type()} on ${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => {
    if (allowed?.test(error.message)) return;
    problems.push(`uncaught on ${page.url()}: ${error.message}`);
  });
}

/** Any address outside `origin` (a pattern Playwright matches itself, without asking the test for each request). */
export function offOrigin(origin: string): RegExp {
  return new RegExp(`^(?!${escapeRegExp(`${origin}/`)})`);
}

/** Requests may reach only `origin`; the ad addresses answer "no ad" unless the test routes them itself. */
async function routeOffline(
  context: BrowserContext,
  { ownAdRoutes = false, origin = ORIGIN }: Pick<GuardedContextOptions, 'ownAdRoutes' | 'origin'> = {},
): Promise<void> {
  await context.route(offOrigin(origin), (route) => route.abort());
  if (!ownAdRoutes) {
    await context.route(E2E_AD_SCRIPT_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await context.route(E2E_AD_LIST_URL, (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"ads":[]}',
      }),
    );
  }
}

async function guard(
  context: BrowserContext,
  problems: string[],
  allowed: RegExp | null,
  options: Pick<GuardedContextOptions, 'ownAdRoutes' | 'origin'> = {},
): Promise<void> {
  await routeOffline(context, options);
  context.pages().forEach((page) => watchPage(page, problems, allowed));
  context.on('page', (page) => watchPage(page, problems, allowed));
}

/** The options every guarded context starts from (desktop viewport, no service worker). */
const CONTEXT_DEFAULTS: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  serviceWorkers: 'block',
};

export const test = base.extend<Fixtures>({
  allowedConsole: [null, { option: true }],
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, consoleProblems, allowedConsole }, use) => {
    await guard(context, consoleProblems, allowedConsole);
    await use(context);
    expect(consoleProblems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
  },
  newContext: async ({ browser, consoleProblems, allowedConsole, contextOptions }, use) => {
    const opened: BrowserContext[] = [];
    await use(async ({ ownAdRoutes, origin, ...options } = {}) => {
      const context = await browser.newContext({ ...contextOptions, ...CONTEXT_DEFAULTS, ...options });
      opened.push(context);
      await guard(context, consoleProblems, allowedConsole, { ownAdRoutes, origin });
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

/**
 * For specs that visit many pages in turn (liveDemos.spec.ts): `tab` is a fresh page in one
 * guarded context per worker instead of one per test, so the HTTP and compiled
 * script caches carry over from page to page as they do for a reader moving
 * through the site. Each tab is closed after its test, and its console is
 * checked like the per-test context's. Nothing a test does to storage or
 * preferences may matter to the next one: use `test` for tests that change them.
 */
export const readingTest = test.extend<{ tab: Page }, { readerContext: BrowserContext }>({
  readerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...CONTEXT_DEFAULTS, baseURL: E2E_BASE_URL });
      // Each tab is watched into its own test's list (below).
      await routeOffline(context);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ readerContext, consoleProblems, allowedConsole }, use) => {
    const tab = await readerContext.newPage();
    watchPage(tab, consoleProblems, allowedConsole);
    await use(tab);
    await tab.close();
    expect(consoleProblems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
  },
});

/** Absolute URL of a site path (`/x/zh/`) or of a path relative to the base (`introduction/`). */
export function siteUrl(path: string): string {
  return path.startsWith('/') ? `${ORIGIN}${path}` : `${E2E_BASE_URL}${path}`;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 20_000 });
}

/** Loads a path, checks it answered 200 and waits for React to hydrate. */
export async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  if (!response || response.status() !== 200) {
    throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
  }
  await waitForHydration(page);
}

/**
 * From here on, page time moves only when the test says so (the clock must be
 * installed). The pause is set 2 s ahead of the page's clock: the clock runs on
 * between reading it and pausing it, and pausing at a time the page has already
 * passed is refused (seen on a busy machine with a 100 ms margin).
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
}

/** A live demo, by its name (the demo file's name; `data-demo` on its section). */
export function demo(page: Page, name: string) {
  return page.locator(`section[data-demo="${name}"]`);
}

/** What says a demo is live: `data-demo-state="live"` on its section, or on an element inside it. */
export const LIVE_STATE = '[data-demo-state="live"]';

/** The demo named `name` once it is live (the element that carries the state). */
export function liveDemo(page: Page, name: string) {
  const section = `section[data-demo="${name}"]`;
  return page.locator(`${section}${LIVE_STATE}, ${section} ${LIVE_STATE}`);
}

/** An analytics call as queued in `window.dataLayer`: command, name, parameters. */
export type QueuedCall = [string, string, Record<string, unknown>?];

/** The analytics queue of the page (no measurement id in the e2e build: events stay in `window.dataLayer`). */
export function analyticsQueue(page: Page): Promise<QueuedCall[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map(
      (entry) => Array.from(entry) as QueuedCall,
    ),
  );
}

declare global {
  interface Window {
    __frames?: { theme: string | null; dir: string | null; background: string }[];
  }
}

/**
 * Init script: records colour scheme, canvas colour and direction in each of
 * the first animation frames, i.e. what the reader could have seen painted.
 */
export function recordFirstFrames(): void {
  const frames: NonNullable<Window['__frames']> = [];
  Object.defineProperty(window, '__frames', { value: frames });
  const record = () => {
    const root = document.documentElement;
    frames.push({
      theme: root.getAttribute('data-theme'),
      dir: root.getAttribute('dir'),
      background: getComputedStyle(document.body ?? root).backgroundColor,
    });
    if (frames.length < 20) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

export async function firstFrames(page: Page) {
  await page.waitForFunction(() => (window.__frames?.length ?? 0) >= 5);
  return page.evaluate(() => window.__frames ?? []);
}
