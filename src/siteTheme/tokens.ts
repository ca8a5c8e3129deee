/** Design tokens of the site theme (SPEC §9). Shared by the MUI theme and the Infima mapping. */

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_PX = 8;
export const BORDER_RADIUS_PX = 12;
export const BASE_FONT_SIZE_PX = 14;
export const HTML_FONT_SIZE_PX = 16;
export const CONTRAST_THRESHOLD = 3;
export const TONAL_OFFSET = 0.2;
/** Opacity of the primary colour behind a highlighted code line. */
export const HIGHLIGHTED_CODE_LINE_OPACITY = 0.16;

export const FONT_FAMILY_SANS = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'sans-serif',
].join(', ');

export const FONT_FAMILY_MONO = [
  'ui-monospace',
  'SFMono-Regular',
  'Menlo',
  'Consolas',
  '"Liberation Mono"',
  'monospace',
].join(', ');

/**
 * Brand colours per colour scheme; every other shade is derived by MUI. Each
 * main colour reads at 4.5:1 as text on the background and the paper, and its
 * contrast text (white or dark, picked by MUI with CONTRAST_THRESHOLD) reads at
 * 4.5:1 on it (contrast.test.ts). MUI's default status colours miss that in
 * light (warning, info) and dark (error, whose white contrast text is 3.7:1).
 * The light status colours also read on their own 12 % tint (the "soft chip"
 * of many demos: text in `success.main` on `success.main` at 0.12).
 */
export const BRAND = {
  light: {
    primary: '#0a6ccc',
    secondary: '#8a3ffc',
    error: '#b71c1c',
    warning: '#a14a04',
    info: '#0369a1',
    success: '#256c2a',
    background: '#ffffff',
    paper: '#f7f9fb',
    textPrimary: '#1a2027',
    textSecondary: '#4b5563',
    divider: '#e3e8ee',
  },
  dark: {
    primary: '#5ca8ff',
    secondary: '#c39bff',
    error: '#f28b82',
    warning: '#ffa726',
    info: '#29b6f6',
    success: '#66bb6a',
    background: '#0c1015',
    paper: '#12171e',
    textPrimary: '#e8edf2',
    textSecondary: '#a4b0bf',
    divider: '#232b35',
  },
} as const;

/**
 * The `light` shades of the light scheme's status colours: lighter than main,
 * and still 4.5:1 under its white contrast text, because demos pair them
 * (`bgcolor: 'warning.light', color: 'warning.contrastText'`). MUI's derived
 * shade (main lightened by TONAL_OFFSET) reaches only 4:1. In the dark scheme
 * the contrast text is dark, and the derived lighter shade reads even better.
 */
export const LIGHT_SCHEME_STATUS_LIGHT = {
  error: '#c62828',
  warning: '#b45309',
  info: '#0277bd',
  success: '#2e7d32',
} as const;

export type SchemeName = keyof typeof BRAND;
