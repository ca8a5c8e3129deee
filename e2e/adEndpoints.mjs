/**
 * The third-party ad addresses `npm test` builds the site with
 * (scripts/check.mjs). Nothing listens there: e2e/harness.mjs answers them
 * with "no ad" (an empty script and an empty list) on every page, and
 * e2e/ads.test.mjs routes them to the answers it needs.
 */
export const E2E_AD_SCRIPT_URL = 'http://127.0.0.1:9/ads/script.js';
export const E2E_AD_LIST_URL = 'http://127.0.0.1:9/ads/list.json';

/**
 * What a working ad script does: renders a paid placement (a link to the
 * advertiser with its image) next to itself, in the slot's container.
 */
export const PLACEMENT_SCRIPT = `(() => {
  const host = document.currentScript.parentElement;
  const link = document.createElement('a');
  link.href = 'https://ads.example.test/click';
  link.style.cssText = 'display:flex;gap:16px;max-height:100px;overflow:hidden;color:inherit';
  const image = document.createElement('img');
  image.src = 'https://cdn.example.test/ad.svg';
  image.width = 130;
  image.height = 100;
  const text = document.createElement('span');
  text.textContent = 'Northwind Tables: spreadsheet-grade editing for your internal tools.';
  link.append(image, text);
  host.append(link);
})();`;
