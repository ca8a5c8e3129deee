/**
 * The e2e build profile: the one place that says how the site the browser
 * tests run against differs from the site a reader gets (`npm run build`).
 *
 * - Ads and page feedback point at placeholder addresses on 127.0.0.1:9, where
 *   nothing listens; the test fixture answers them (e2e/fixtures.ts: "no ad",
 *   unless a test routes them to what it needs).
 * - Pages get "Edit this page" and demo source links.
 * - The production host is 127.0.0.1, so the service worker registers in the
 *   build under test; the fixture blocks workers except where a test allows them.
 *
 * `npm run build:e2e` builds this profile into `build-e2e/` (scripts/build-e2e.ts),
 * and skips the build while its inputs are unchanged.
 */
export const E2E_BUILD_DIR = 'build-e2e';

/** Where the gzip server of the Playwright config serves the e2e build (`E2E_PORT` moves it, e.g. beside another run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_HOST = '127.0.0.1';
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_PORT}/x/`;

export const E2E_AD_SCRIPT_URL = 'http://127.0.0.1:9/ads/script.js';
export const E2E_AD_LIST_URL = 'http://127.0.0.1:9/ads/list.json';
export const E2E_FEEDBACK_ENDPOINT = 'http://127.0.0.1:9/feedback';
export const E2E_EDIT_URL = 'https://github.com/mui/mui-x/edit/master/';

/** Environment of the e2e build, on top of the caller's (which must not override these). */
export const E2E_BUILD_ENV: Readonly<Record<string, string>> = {
  FEEDBACK_ENDPOINT: E2E_FEEDBACK_ENDPOINT,
  AD_SCRIPT_URL: E2E_AD_SCRIPT_URL,
  AD_LIST_URL: E2E_AD_LIST_URL,
  DOCS_EDIT_URL: E2E_EDIT_URL,
  DOCS_SITE_URL: `http://${E2E_HOST}`,
};

/** Variables of a reader's build that would change the e2e build if set in the shell. */
export const E2E_CLEARED_ENV = [
  'DOCS_PART',
  'DOCS_BROKEN_LINKS',
  'DOCS_SOURCE_URL',
  'MUI_X_LICENSE_KEY',
  'ANALYTICS_MEASUREMENT_ID',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;
