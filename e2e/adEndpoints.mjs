/**
 * The third-party ad addresses `npm test` builds the site with
 * (scripts/check.mjs). Nothing listens there: e2e/harness.mjs answers them
 * with "no ad" (an empty script and an empty list) on every page, and
 * e2e/ads.test.mjs routes them to the answers it needs.
 */
export const E2E_AD_SCRIPT_URL = 'http://127.0.0.1:9/ads/script.js';
export const E2E_AD_LIST_URL = 'http://127.0.0.1:9/ads/list.json';
