/**
 * The script that applies stored preferences before first paint, so a reload
 * in dark mode or RTL never shows a light or LTR frame. It is inlined in every
 * page's <body> by the site plugin and must stay dependency-free ES5.
 */
import { DEFAULT_MODE, DOCUSAURUS_MODE_STORAGE_KEY, MODE_STORAGE_KEY } from './colorMode';
import { DIRECTION_ATTRIBUTE, DIRECTION_STORAGE_KEY } from './direction';
import { PALETTE_CSS_STORAGE_KEY, PALETTE_STYLE_ID } from './paletteStyle';
import { PALETTE_COLORS_KEY } from './storage';

export function getPreferencesInlineScript(): string {
  const keys = JSON.stringify({
    mode: MODE_STORAGE_KEY,
    docusaurusMode: DOCUSAURUS_MODE_STORAGE_KEY,
    direction: DIRECTION_STORAGE_KEY,
    directionAttribute: DIRECTION_ATTRIBUTE,
    paletteColors: PALETTE_COLORS_KEY,
    paletteCss: PALETTE_CSS_STORAGE_KEY,
    paletteStyleId: PALETTE_STYLE_ID,
    defaultMode: DEFAULT_MODE,
  });
  return `(function (keys) {
  var root = document.documentElement;
  function read(key) { try { return window.localStorage.getItem(key); } catch (e) { return null; } }
  var mode = read(keys.mode);
  if (mode !== 'light' && mode !== 'dark' && mode !== 'system') mode = keys.defaultMode;
  var prefersDark = false;
  try { prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches; } catch (e) {}
  var scheme = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  root.setAttribute('data-theme', scheme);
  root.setAttribute('data-theme-choice', mode);
  try {
    if (mode === 'system') window.localStorage.removeItem(keys.docusaurusMode);
    else window.localStorage.setItem(keys.docusaurusMode, mode);
  } catch (e) {}
  var direction = read(keys.direction);
  if (direction !== 'rtl' && direction !== 'ltr') direction = root.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  root.setAttribute(keys.directionAttribute, direction);
  root.setAttribute('dir', direction);
  // Docusaurus re-applies the locale's direction through <Head> on hydration and
  // navigation; restore the reader's choice before the browser paints.
  new MutationObserver(function () {
    var wanted = root.getAttribute(keys.directionAttribute);
    if (wanted && root.getAttribute('dir') !== wanted) root.setAttribute('dir', wanted);
  }).observe(root, { attributes: true, attributeFilter: ['dir'] });
  // Custom colours chosen earlier, as generated then; React re-validates them.
  var paletteCss = read(keys.paletteCss);
  if (paletteCss && read(keys.paletteColors) && paletteCss.indexOf('<') === -1) {
    var style = document.createElement('style');
    style.id = keys.paletteStyleId;
    style.textContent = paletteCss;
    document.head.appendChild(style);
  }
})(${keys});`;
}
