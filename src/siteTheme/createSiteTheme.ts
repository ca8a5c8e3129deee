import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import type {} from '@mui/x-charts/themeAugmentation';
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
  LIGHT_SCHEME_STATUS_LIGHT,
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

/** Names the theme gives to components that have none of their own (translated by the caller). */
export interface SiteThemeLabels {
  /** A spinner (CircularProgress), e.g. a Data Grid loading rows. */
  loading: string;
  /** A progress bar (LinearProgress). */
  progress: string;
}

const DEFAULT_LABELS: SiteThemeLabels = { loading: 'Loading', progress: 'Progress' };

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
  labels?: SiteThemeLabels;
  /**
   * For a demo rendered on the server, where nothing can be measured: charts
   * that take their width from their container draw at `SNAPSHOT_CHART_WIDTH_PX`
   * (the live demo measures its container again).
   */
  serverSnapshot?: boolean;
}

/**
 * The width a chart without one of its own is drawn at on the server: about the
 * width of the content column on a laptop. The snapshot scales it down to
 * narrower screens (src/components/Demo/styles.module.css).
 */
export const SNAPSHOT_CHART_WIDTH_PX = 640;

/**
 * Default props of the snapshot. The charts read their default width from the
 * theme under the data provider's name; 8.x reads the old name, and the new one
 * is set too for the release that switches.
 */
const SNAPSHOT_COMPONENTS: ThemeOptions['components'] = {
  MuiChartsDataProvider: { defaultProps: { width: SNAPSHOT_CHART_WIDTH_PX } },
  MuiChartDataProvider: { defaultProps: { width: SNAPSHOT_CHART_WIDTH_PX } },
};

function schemePalette(scheme: SchemeName, colors: PaletteColors | null | undefined) {
  const brand = BRAND[scheme];
  const light = (color: keyof typeof LIGHT_SCHEME_STATUS_LIGHT) =>
    scheme === 'light' ? { light: LIGHT_SCHEME_STATUS_LIGHT[color] } : {};
  return {
    primary: { main: colors?.primary?.main ?? brand.primary },
    secondary: { main: colors?.secondary?.main ?? brand.secondary },
    error: { main: brand.error, ...light('error') },
    warning: { main: brand.warning, ...light('warning') },
    info: { main: brand.info, ...light('info') },
    success: { main: brand.success, ...light('success') },
    background: { default: brand.background, paper: brand.paper },
    text: { primary: brand.textPrimary, secondary: brand.textSecondary },
    divider: brand.divider,
    contrastThreshold: CONTRAST_THRESHOLD,
    tonalOffset: TONAL_OFFSET,
  };
}

/**
 * A visible focus ring on every MUI button, switch, checkbox and tab reached by
 * keyboard (MUI's own focus ripple is a faint tint), in the primary colour.
 */
const FOCUS_RING_COMPONENTS: ThemeOptions['components'] = {
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};

/**
 * Readability fixes for MUI and MUI X parts whose default styles fall short of
 * 4.5:1 in this palette, or that have no accessible name of their own.
 * - A selected coloured toggle button writes its label in the main colour on an
 *   8 % tint of it (4.4:1 for the light primary): in light, the darker shade.
 * - Pickers' week numbers use the disabled text colour (2.7:1): secondary text.
 * - A hidden series in a chart legend is drawn at half opacity (3.2:1): its
 *   label stays readable, struck through, and only its mark fades.
 * - Spinners and progress bars get a name unless the demo gives one.
 */
function readableComponents(labels: SiteThemeLabels): ThemeOptions['components'] {
  return {
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme, ownerState }) => {
          const color = ownerState.color;
          if (!color || color === 'standard') return {};
          return {
            '&.Mui-selected': theme.applyStyles('light', {
              color: (theme.vars ?? theme).palette[color].dark,
            }),
          };
        },
      },
    },
    MuiDayCalendar: {
      styleOverrides: {
        weekNumber: ({ theme }) => ({ color: (theme.vars ?? theme).palette.text.secondary }),
      },
    },
    MuiChartsLegend: {
      styleOverrides: {
        root: ({ theme }) => ({
          '& .MuiChartsLegend-series.MuiChartsLegend-hidden': {
            opacity: 1,
            '& .MuiChartsLegend-label': {
              color: (theme.vars ?? theme).palette.text.secondary,
              textDecoration: 'line-through',
            },
            '& .MuiChartsLegend-mark': { opacity: 0.4 },
          },
        }),
      },
    },
    MuiCircularProgress: { defaultProps: { 'aria-label': labels.loading } },
    MuiLinearProgress: { defaultProps: { 'aria-label': labels.progress } },
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

/**
 * The site theme. `localeArgs` are the locale packs of MUI and MUI X for the
 * page's language (src/components/MuiScope/locales), passed on to `createTheme`.
 */
export function createSiteTheme(options: SiteThemeOptions = {}, ...localeArgs: readonly object[]): Theme {
  const {
    direction = 'ltr',
    spacing = SPACING_PX,
    dense = false,
    paletteColors,
    cssVariables = true,
    labels = DEFAULT_LABELS,
    serverSnapshot = false,
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
    components: {
      ...FOCUS_RING_COMPONENTS,
      ...readableComponents(labels),
      ...(dense ? DENSE_COMPONENTS : {}),
      ...(serverSnapshot ? SNAPSHOT_COMPONENTS : {}),
    },
  };
  if (cssVariables) {
    return createTheme(
      {
        ...common,
        cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
        colorSchemes: {
          light: { palette: schemePalette('light', paletteColors) },
          dark: { palette: schemePalette('dark', paletteColors) },
        },
      },
      ...localeArgs,
    );
  }
  const scheme = options.colorScheme ?? 'light';
  return createTheme(
    { ...common, palette: { mode: scheme, ...schemePalette(scheme, paletteColors) } },
    ...localeArgs,
  );
}
