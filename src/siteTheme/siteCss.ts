/**
 * Build-time CSS for the site theme: MUI's CSS variables for both colour
 * schemes, and Infima's variables mapped onto the same palette, so every
 * Docusaurus surface and every MUI component share one theme without any
 * JavaScript on plain pages.
 */
import { alpha, darken, lighten, type Palette, type Theme } from '@mui/material/styles';
import { FONT_FAMILY_MONO } from './tokens';
import { COLOR_SCHEME_ATTRIBUTE } from './createSiteTheme';

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
    '--ifm-link-color': isDark ? lighten(primary, 0.1) : darken(primary, 0.05),
    '--ifm-hr-background-color': palette.divider,
    '--ifm-toc-border-color': palette.divider,
    '--ifm-table-border-color': palette.divider,
    '--ifm-color-emphasis-200': palette.divider,
    '--ifm-color-emphasis-300': palette.divider,
    '--ifm-table-stripe-background': alpha(palette.text.primary, 0.025),
    '--ifm-menu-color': palette.text.secondary,
    '--ifm-menu-color-active': isDark ? lighten(primary, 0.1) : darken(primary, 0.1),
    '--ifm-menu-color-background-active': alpha(primary, isDark ? 0.16 : 0.1),
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
    '--docusaurus-highlighted-code-line-bg': alpha(primary, 0.16),
    '--site-border-color': palette.divider,
    '--site-surface-hover': alpha(primary, 0.06),
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
