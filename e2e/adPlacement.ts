/**
 * What a working third-party ad script does: renders a paid placement (a link
 * to the advertiser with its image) next to itself, in the slot's container.
 * Served for the e2e profile's ad script address by e2e/ads.spec.ts and
 * scripts/lighthouse-ads.mjs.
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
