/**
 * Custom palette colours at run time: the same build-time CSS (MUI and Infima
 * variables), generated from a theme with the reader's colours, in a <style>
 * that comes after the site's own. Its text is kept in local storage so the
 * inline script can apply it before the first frame on the next load.
 * Imported lazily: readers who never change colours never load it.
 */
import { createSiteTheme } from '../siteTheme/createSiteTheme';
import { buildSiteCss } from '../siteTheme/siteCss';
import { createStorageSlot } from '@docusaurus/theme-common';
import { PALETTE_CSS_STORAGE_KEY, PALETTE_STYLE_ID, type PaletteColors } from './table';

const cachedCss = () => createStorageSlot(PALETTE_CSS_STORAGE_KEY, { persistence: 'localStorage' });

export function buildPaletteCss(colors: PaletteColors): string {
  return buildSiteCss(createSiteTheme({ paletteColors: colors }));
}

export function applyPaletteColors(colors: PaletteColors | null): void {
  const existing = document.getElementById(PALETTE_STYLE_ID);
  if (!colors || Object.keys(colors).length === 0) {
    existing?.remove();
    cachedCss().del();
    return;
  }
  const css = buildPaletteCss(colors);
  const style = existing ?? document.createElement('style');
  style.id = PALETTE_STYLE_ID;
  style.textContent = css;
  // Last in <head>, so it wins over the site theme of the same specificity.
  document.head.appendChild(style);
  // Kept for the pre-paint script; when storage refuses it, the colours still apply once React starts.
  cachedCss().set(css);
}
