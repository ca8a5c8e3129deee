import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { assertDenseAllowed } from '../preferences/validation';
import type { PaletteColors } from '../preferences/displayPreferences';
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
  // The site theme normally uses CSS variables, so its type carries `vars`,
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

export interface SiteThemeOptions {
  direction?: 'ltr' | 'rtl';
  spacing?: number;
  /** Dense component defaults; only in the standard (non CSS-variables) mode, see SPEC §5. */
  dense?: boolean;
  paletteColors?: PaletteColors | null;
  /** CSS-variables mode (default) follows `data-theme`; the standard mode renders one scheme. */
  cssVariables?: boolean;
  /** The scheme the standard mode renders. */
  colorScheme?: SchemeName;
}

function schemePalette(scheme: SchemeName, colors: PaletteColors | null | undefined) {
  const brand = BRAND[scheme];
  return {
    primary: { main: colors?.primary?.main ?? brand.primary },
    secondary: { main: colors?.secondary?.main ?? brand.secondary },
    background: { default: brand.background, paper: brand.paper },
    text: { primary: brand.textPrimary, secondary: brand.textSecondary },
    divider: brand.divider,
    contrastThreshold: CONTRAST_THRESHOLD,
    tonalOffset: TONAL_OFFSET,
  };
}

/** Smaller default sizes for the components readers meet in demos. */
const DENSE_COMPONENTS: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiDataGrid: { defaultProps: { density: 'compact' } },
};

export function createSiteTheme(options: SiteThemeOptions = {}): Theme {
  const {
    direction = 'ltr',
    spacing = SPACING_PX,
    dense = false,
    paletteColors,
    cssVariables = true,
  } = options;
  assertDenseAllowed(dense, cssVariables);
  const common: ThemeOptions = {
    direction,
    breakpoints: { values: BREAKPOINTS },
    spacing,
    shape: { borderRadius: BORDER_RADIUS_PX },
    typography: {
      fontFamily: FONT_FAMILY_SANS,
      fontSize: BASE_FONT_SIZE_PX,
      htmlFontSize: HTML_FONT_SIZE_PX,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    ...(dense ? { components: DENSE_COMPONENTS } : {}),
  };
  if (cssVariables) {
    return createTheme({
      ...common,
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
      colorSchemes: {
        light: { palette: schemePalette('light', paletteColors) },
        dark: { palette: schemePalette('dark', paletteColors) },
      },
    });
  }
  const scheme = options.colorScheme ?? 'light';
  return createTheme({ ...common, palette: { mode: scheme, ...schemePalette(scheme, paletteColors) } });
}
