import { createTheme, type Theme } from '@mui/material/styles';
import {
  BASE_FONT_SIZE_PX,
  BORDER_RADIUS_PX,
  BRAND,
  BREAKPOINTS,
  CONTRAST_THRESHOLD,
  FONT_FAMILY_SANS,
  HTML_FONT_SIZE_PX,
  SPACING_PX,
  TONAL_OFFSET,
  type SchemeName,
} from './tokens';

declare module '@mui/material/styles' {
  // The site theme always uses CSS variables, so its type carries `vars`,
  // `colorSchemes` and `generateStyleSheets`.
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * The attribute Docusaurus sets on <html> for the colour scheme. MUI's CSS
 * variables are keyed on it, so MUI components and Infima switch together,
 * before React runs.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

function schemePalette(scheme: SchemeName) {
  const brand = BRAND[scheme];
  return {
    palette: {
      primary: { main: brand.primary },
      secondary: { main: brand.secondary },
      background: { default: brand.background, paper: brand.paper },
      text: { primary: brand.textPrimary, secondary: brand.textSecondary },
      divider: brand.divider,
      contrastThreshold: CONTRAST_THRESHOLD,
      tonalOffset: TONAL_OFFSET,
    },
  };
}

export function createSiteTheme(options: { direction?: 'ltr' | 'rtl' } = {}): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: { light: schemePalette('light'), dark: schemePalette('dark') },
    direction: options.direction ?? 'ltr',
    breakpoints: { values: BREAKPOINTS },
    spacing: SPACING_PX,
    shape: { borderRadius: BORDER_RADIUS_PX },
    typography: {
      fontFamily: FONT_FAMILY_SANS,
      fontSize: BASE_FONT_SIZE_PX,
      htmlFontSize: HTML_FONT_SIZE_PX,
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
