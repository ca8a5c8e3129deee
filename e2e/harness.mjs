/**
 * Shared set-up for the end-to-end tests: Debian's Chromium driven by
 * playwright-core against the production build, served by scripts/e2e.mjs
 * (which passes the address in E2E_BASE_URL).
 */
import { chromium } from 'playwright-core';
import { E2E_AD_LIST_URL, E2E_AD_SCRIPT_URL } from './adEndpoints.mjs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000/x/';
const ORIGIN = new URL(BASE_URL).origin;

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
  });
}

/** Absolute URL for a site path such as `/x/zh/` or `introduction/`. */
export function siteUrl(path) {
  return path.startsWith('/') ? `${ORIGIN}${path}` : `${BASE_URL}${path}`;
}

/**
 * Builds without MUI_X_LICENSE_KEY render the Pro and Premium demos with their watermark, and the packages
 * then log this one notice; it is expected (README, licence key). Invalid or expired keys still fail.
 */
function isExpectedLicenseNotice(text) {
  return text.includes('MUI X: Missing license key.');
}

/**
 * A fresh page that records console errors, uncaught exceptions and React
 * hydration warnings, and refuses any request that would leave the machine.
 */
export async function openPage(browser, { colorScheme = 'light', viewport } = {}) {
  const context = await browser.newContext({
    colorScheme,
    viewport: viewport ?? { width: 1280, height: 800 },
  });
  await context.route(
    (url) => url.origin !== ORIGIN,
    (route) => route.abort(),
  );
  // The build's ad placeholders answer "no ad", so ad loading never logs errors (ads.test.mjs overrides).
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
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    const text = message.text();
    if (isExpectedLicenseNotice(text)) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      problems.push(`console.${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { context, page, problems };
}

export async function waitForHydration(page) {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 20_000 });
}

/** Loads a path, asserts a 200 and waits for React to hydrate. */
export async function visit(page, path) {
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  if (!response || response.status() !== 200) {
    throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
  }
  await waitForHydration(page);
  return response;
}

/**
 * Init script: records colour scheme, canvas colour and direction in each of
 * the first animation frames, i.e. what the reader could have seen painted.
 * Read them with `page.evaluate(() => window.__frames)`.
 */
export function recordFirstFrames() {
  const frames = [];
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

export async function firstFrames(page) {
  await page.waitForFunction(() => window.__frames?.length >= 5);
  return page.evaluate(() => window.__frames);
}

/** The page's live demos (src/components/Demo renders each as a labelled section), in page order. */
export const liveDemos = (page) => page.locator('section[aria-label="Live demo"]');
