/**
 * The service worker registers only on the configured production host.
 * - The default build (production host https://mui.com) served on 127.0.0.1
 *   registers none.
 * - `build-pwa/` (`npm run build:pwa`: English only, DOCS_SITE_URL=http://127.0.0.1)
 *   registers one under /x/, and pages visited once stay readable offline.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, siteUrl, visit } from './harness.mjs';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../scripts/serve.mjs';

const PWA_DIR = 'build-pwa';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('the default build served on 127.0.0.1 registers no service worker', async () => {
  const { context, page, problems } = await openPage(browser);
  const workerRequests = [];
  page.on('request', (request) => {
    if (/\/sw\.js/.test(request.url())) workerRequests.push(request.url());
  });
  for (const path of ['/x/', '/x/zh/react-charts/bars/']) {
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
    );
    assert.deepEqual(registrations, [], path);
  }
  assert.deepEqual(workerRequests, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Chinese pages link a Chinese manifest whose icons all load', async () => {
  const { context, page, problems } = await openPage(browser);
  const missing = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await visit(page, '/x/zh/react-charts/bars/');
  const manifestHref = await page.getAttribute('link[rel="manifest"]', 'href');
  const touchIcon = await page.getAttribute('link[rel="apple-touch-icon"]', 'href');
  assert.equal(manifestHref, '/x/zh/manifest.json');
  const manifestUrl = siteUrl(manifestHref);
  const response = await fetch(manifestUrl);
  assert.equal(response.status, 200);
  const manifest = await response.json();
  assert.equal(manifest.lang, 'zh-CN');
  assert.equal(new URL(manifest.start_url, manifestUrl).pathname, '/x/zh/');
  const icons = [...manifest.icons.map((icon) => new URL(icon.src, manifestUrl).href), siteUrl(touchIcon)];
  assert.ok(icons.length >= 3);
  for (const icon of icons) {
    assert.equal((await fetch(icon)).status, 200, icon);
  }
  const english = await (await fetch(siteUrl('/x/manifest.json'))).json();
  assert.equal(english.lang, 'en');
  assert.deepEqual(missing, []);
  assert.deepEqual(problems, []);
  await context.close();
});

/** A context of its own: only the PWA server's origin is reachable. */
async function openPwaPage(origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

test('a build whose production host is 127.0.0.1 registers the worker under /x/, and visited pages work offline', async () => {
  const server = await startServer({ dir: PWA_DIR, port: 0 });
  const origin = new URL(server.url).origin;
  const { context, page, problems } = await openPwaPage(origin);
  try {
    await page.goto(`${origin}/x/react-charts/bars/`);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
    });
    assert.equal(registration.scope, `${origin}/x/`);
    assert.equal(new URL(registration.script).pathname, '/x/sw.js');

    // From now on the worker controls the pages and keeps what they fetch.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.goto(`${origin}/x/react-data-grid/editing/`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
  } finally {
    server.server.closeAllConnections();
    server.close();
  }

  // The server is gone: both visited pages still open, a new one does not.
  for (const path of ['/x/react-charts/bars/', '/x/react-data-grid/editing/']) {
    await page.goto(`${origin}${path}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.ok((await page.textContent('h1'))?.trim(), `${path} has its heading offline`);
  }
  const unvisited = await page.goto(`${origin}/x/introduction/licensing/`).then(
    () => 'loaded',
    () => 'failed',
  );
  assert.equal(unvisited, 'failed');
  assert.deepEqual(
    problems.filter((problem) => !/Failed to (fetch|load resource)/.test(problem)),
    [],
  );
  await context.close();
});

test('a new release: the waiting worker skips waiting and the focused page reloads once', async () => {
  // A copy of the build, so the test can publish a changed worker.
  const dir = mkdtempSync(join(tmpdir(), 'x-docs-pwa-'));
  cpSync(PWA_DIR, dir, { recursive: true });
  let server = await startServer({ dir, port: 0 });
  const { origin, port } = new URL(server.url);
  const { context, page, problems } = await openPwaPage(origin);
  try {
    await page.goto(`${origin}/x/react-charts/bars/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Nothing may be in flight while the server restarts with the new release.
    await page.waitForLoadState('networkidle');

    appendFileSync(join(dir, 'sw.js'), '\n// next release\n');
    server.server.closeAllConnections();
    server.close();
    server = await startServer({ dir, port: Number(port) });

    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.evaluate(() => {
      window.__beforeUpdate = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await reloaded;
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.evaluate(() => window.__beforeUpdate), undefined, 'the page was reloaded');
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting,
    );
    assert.equal(waiting, null, 'no worker is left waiting');
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    assert.equal(loads, 1, 'reloaded exactly once');
    assert.deepEqual(problems, []);
  } finally {
    server.server.closeAllConnections();
    server.close();
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
