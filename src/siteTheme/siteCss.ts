/**
 * Build-time CSS for the site theme: MUI's CSS variables for both colour
 * schemes, and Infima's variables mapped onto the same palette, so every
 * Docusaurus surface and every MUI component share one theme without any
 * JavaScript on plain pages.
 */
import { alpha, darken, lighten, type Palette, type Theme } from '@mui/material/styles';
import { FONT_FAMILY_MONO, HIGHLIGHTED_CODE_LINE_OPACITY } from './tokens';
import { COLOR_SCHEME_ATTRIBUTE } from './createSiteTheme';
import { composite, readableOn, withContrast } from './contrast';

type CssBlock = { [property: string]: string | number | CssBlock };

function serializeBlock(selector: string, block: CssBlock): string {
  const declarations: string[] = [];
  const nested: string[] = [];
  for (const [property, value] of Object.entries(block)) {
    if (typeof value === 'object') {
      nested.push(serializeBlock(property, value));
    } else {
      declarations.push(`${property}:${value};`);
    }
  }
  return `${selector}{${declarations.join('')}${nested.join('')}}`;
}

export function serializeStyleSheets(sheets: readonly CssBlock[]): string {
  return sheets
    .flatMap((sheet) =>
      Object.entries(sheet).map(([selector, block]) =>
        typeof block === 'object' ? serializeBlock(selector, block) : '',
      ),
    )
    .join('\n');
}

/** Opacity of the primary colour behind the active sidebar link. */
function menuActiveOpacity(palette: Palette): number {
  return palette.mode === 'dark' ? 0.16 : 0.1;
}

/** Where small coloured text sits: the background, the paper and the active sidebar link. */
function textSurfaces(palette: Palette): string[] {
  const { background } = palette;
  return [
    background.default,
    background.paper,
    composite(palette.primary.main, menuActiveOpacity(palette), background.default),
  ];
}

/**
 * Text colours that read at 4.5:1 on every text surface (sidebar badges,
 * status text) and on filled primary and secondary surfaces. Derived from the
 * palette, so custom colours get them too.
 */
function textTokens(palette: Palette): Record<string, string> {
  const surfaces = textSurfaces(palette);
  return {
    '--site-text-success': withContrast(palette.success.main, surfaces),
    '--site-text-warning': withContrast(palette.warning.main, surfaces),
    '--site-text-danger': withContrast(palette.error.main, surfaces),
    // Text on a filled primary or secondary surface (active buttons, badges).
    '--site-on-primary': readableOn(palette.primary.main, ['#ffffff', palette.common.black]),
    '--site-on-secondary': readableOn(palette.secondary.main, ['#ffffff', palette.common.black]),
  };
}

export function infimaSchemeVariables(palette: Palette): Record<string, string> {
  const primary = palette.primary.main;
  const isDark = palette.mode === 'dark';
  return {
    '--ifm-color-primary': primary,
    '--ifm-color-primary-dark': darken(primary, 0.1),
    '--ifm-color-primary-darker': darken(primary, 0.15),
    '--ifm-color-primary-darkest': darken(primary, 0.3),
    '--ifm-color-primary-light': lighten(primary, 0.1),
    '--ifm-color-primary-lighter': lighten(primary, 0.15),
    '--ifm-color-primary-lightest': lighten(primary, 0.3),
    '--ifm-color-secondary': palette.secondary.main,
    '--ifm-color-success': palette.success.main,
    '--ifm-color-info': palette.info.main,
    '--ifm-color-warning': palette.warning.main,
    '--ifm-color-danger': palette.error.main,
    '--ifm-background-color': palette.background.default,
    '--ifm-background-surface-color': palette.background.paper,
    '--ifm-font-color-base': palette.text.primary,
    '--ifm-font-color-secondary': palette.text.secondary,
    '--ifm-heading-color': palette.text.primary,
    '--ifm-link-color': withContrast(
      isDark ? lighten(primary, 0.1) : darken(primary, 0.05),
      textSurfaces(palette),
    ),
    '--ifm-hr-background-color': palette.divider,
    '--ifm-toc-border-color': palette.divider,
    '--ifm-table-border-color': palette.divider,
    '--ifm-color-emphasis-200': palette.divider,
    '--ifm-color-emphasis-300': palette.divider,
    // Infima's light grey (#8d949e, 3:1) carries small print (ad byline, separators): made readable.
    '--ifm-color-emphasis-600': withContrast(
      composite(palette.text.primary, 0.6, palette.background.default),
      textSurfaces(palette),
    ),
    '--ifm-table-stripe-background': alpha(palette.text.primary, 0.025),
    '--ifm-menu-color': palette.text.secondary,
    '--ifm-menu-color-active': withContrast(
      isDark ? lighten(primary, 0.1) : darken(primary, 0.1),
      textSurfaces(palette),
    ),
    '--ifm-menu-color-background-active': alpha(primary, menuActiveOpacity(palette)),
    '--ifm-menu-color-background-hover': alpha(palette.text.primary, 0.05),
    '--ifm-navbar-background-color': alpha(palette.background.default, 0.86),
    '--ifm-navbar-link-color': palette.text.primary,
    '--ifm-dropdown-background-color': palette.background.paper,
    '--ifm-footer-background-color': palette.background.paper,
    '--ifm-footer-color': palette.text.secondary,
    '--ifm-footer-link-color': palette.text.secondary,
    '--ifm-footer-title-color': palette.text.primary,
    '--ifm-code-background': alpha(primary, isDark ? 0.14 : 0.07),
    '--ifm-pre-background': isDark ? darken(palette.background.paper, 0.3) : palette.background.paper,
    '--docusaurus-highlighted-code-line-bg': alpha(primary, HIGHLIGHTED_CODE_LINE_OPACITY),
    '--site-border-color': palette.divider,
    '--site-surface-hover': alpha(primary, 0.06),
    ...textTokens(palette),
  };
}

export function infimaSharedVariables(theme: Theme): Record<string, string> {
  const radius = Number(theme.shape.borderRadius);
  return {
    '--ifm-global-radius': `${radius}px`,
    '--ifm-button-border-radius': `${radius}px`,
    '--ifm-code-border-radius': `${radius / 2}px`,
    '--ifm-alert-border-radius': `${radius}px`,
    '--ifm-pagination-nav-border-radius': `${radius}px`,
    '--ifm-font-family-base': theme.typography.fontFamily ?? 'sans-serif',
    '--ifm-font-family-monospace': FONT_FAMILY_MONO,
    '--ifm-global-spacing': theme.spacing(2),
    '--ifm-spacing-horizontal': theme.spacing(2),
    '--site-spacing': theme.spacing(1),
  };
}

/** Selector for one colour scheme, specific enough to win over Infima's defaults. */
export function schemeSelector(scheme: 'light' | 'dark'): string {
  return `html:root[${COLOR_SCHEME_ATTRIBUTE}='${scheme}']`;
}

export function buildSiteCss(theme: Theme): string {
  const schemes = theme.colorSchemes;
  const blocks: string[] = [
    serializeStyleSheets(theme.generateStyleSheets() as CssBlock[]),
    serializeBlock('html:root', infimaSharedVariables(theme)),
  ];
  for (const scheme of ['light', 'dark'] as const) {
    const palette = schemes[scheme]?.palette;
    if (!palette) {
      throw new Error(`The site theme has no "${scheme}" colour scheme.`);
    }
    blocks.push(serializeBlock(schemeSelector(scheme), infimaSchemeVariables(palette)));
  }
  return blocks.join('\n');
}
