/**
 * The service worker and the web app manifest. The e2e profile builds with
 * 127.0.0.1 as the production host (e2e/profile.ts), so the worker registers
 * when the build is served there; the other browser tests block workers, and
 * the rule that it registers on the production host only is unit-tested
 * (src/serviceWorker/registration.test.ts). Each worker test serves the build
 * on a server of its own, so it can take the server down or publish a release.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, siteUrl, test, visit } from './fixtures';
import { E2E_BUILD_DIR } from './profile';

interface Server {
  url: string;
  close: () => void;
  server: { closeAllConnections: () => void };
}

/** The project's gzip server (an ES module, loaded as one). */
async function serve(
  options: { port?: number; rewrite?: (path: string, body: Buffer) => Buffer | string } = {},
) {
  const { startServer } = await import('../scripts/serve.mjs');
  return (await startServer({ dir: E2E_BUILD_DIR, port: 0, ...options })) as Server;
}

function stop(server: Server) {
  server.server.closeAllConnections();
  server.close();
}

async function hydrated(context: BrowserContext, url: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

test('Chinese pages link a Chinese manifest whose icons all load', async ({ page, request }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await visit(page, '/x/zh/react-charts/bars/');
  const manifestHref = (await page.getAttribute('link[rel="manifest"]', 'href')) ?? '';
  const touchIcon = (await page.getAttribute('link[rel="apple-touch-icon"]', 'href')) ?? '';
  expect(manifestHref).toBe('/x/zh/manifest.json');
  const manifestUrl = siteUrl(manifestHref);
  const response = await request.get(manifestUrl);
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest.lang).toBe('zh-CN');
  expect(new URL(manifest.start_url, manifestUrl).pathname).toBe('/x/zh/');
  const icons = [
    ...manifest.icons.map((icon: { src: string }) => new URL(icon.src, manifestUrl).href),
    siteUrl(touchIcon),
  ];
  expect(icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of icons) expect((await request.get(icon)).status(), icon).toBe(200);
  const english = await (await request.get(siteUrl('/x/manifest.json'))).json();
  expect(english.lang).toBe('en');
  expect(missing).toEqual([]);
});

test.describe('offline', () => {
  test.use({ allowedConsole: /Failed to (fetch|load resource)|ERR_CONNECTION_REFUSED|ERR_FAILED/ });

  test('on its production host the worker registers under /x/, and visited pages work offline', async ({
    newContext,
  }) => {
    const server = await serve();
    const origin = new URL(server.url).origin;
    const context = await newContext({ serviceWorkers: 'allow', origin });
    let page;
    try {
      page = await hydrated(context, `${origin}/x/react-charts/bars/`);
      const registration = await page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
      });
      expect(registration.scope).toBe(`${origin}/x/`);
      expect(new URL(registration.script).pathname).toBe('/x/sw.js');

      // From now on the worker controls the pages and keeps what they fetch.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.goto(`${origin}/x/react-data-grid/editing/`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle');
    } finally {
      stop(server);
    }

    // The server is gone: both visited pages still open, a new one does not.
    for (const path of ['/x/react-charts/bars/', '/x/react-data-grid/editing/']) {
      await page.goto(`${origin}${path}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('h1').first(), `${path} has its heading offline`).not.toBeEmpty();
    }
    const unvisited = await page.goto(`${origin}/x/introduction/licensing/`).then(
      () => 'loaded',
      () => 'failed',
    );
    expect(unvisited).toBe('failed');
  });
});

test('a new release: the waiting worker skips waiting and the focused page reloads once', async ({
  newContext,
}) => {
  let server = await serve();
  const { origin, port } = new URL(server.url);
  const context = await newContext({ serviceWorkers: 'allow', origin });
  try {
    const page = await hydrated(context, `${origin}/x/react-charts/bars/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Nothing may be in flight while the server restarts with the new release.
    await page.waitForLoadState('networkidle');

    stop(server);
    server = await serve({
      port: Number(port),
      rewrite: (path, body) => (path === '/x/sw.js' ? `${body}\n// next release\n` : body),
    });

    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.evaluate(() => {
      (window as { __beforeUpdate?: boolean }).__beforeUpdate = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await reloaded;
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(
      await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate),
      'the page was reloaded',
    ).toBeUndefined();
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting,
    );
    expect(waiting, 'no worker is left waiting').toBeNull();
    // The page reloads once: no second load follows within a generous half second of page time.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    expect(loads, 'reloaded exactly once').toBe(1);
  } finally {
    stop(server);
  }
});
