/** Design tokens of the site theme (SPEC §9). Shared by the MUI theme and the Infima mapping. */

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_PX = 8;
export const BORDER_RADIUS_PX = 12;
export const BASE_FONT_SIZE_PX = 14;
export const HTML_FONT_SIZE_PX = 16;
export const CONTRAST_THRESHOLD = 3;
export const TONAL_OFFSET = 0.2;

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

/** Brand colours per colour scheme; every other shade is derived by MUI. */
export const BRAND = {
  light: {
    primary: '#0a6ccc',
    secondary: '#8a3ffc',
    background: '#ffffff',
    paper: '#f7f9fb',
    textPrimary: '#1a2027',
    textSecondary: '#4b5563',
    divider: '#e3e8ee',
  },
  dark: {
    primary: '#5ca8ff',
    secondary: '#c39bff',
    background: '#0c1015',
    paper: '#12171e',
    textPrimary: '#e8edf2',
    textSecondary: '#a4b0bf',
    divider: '#232b35',
  },
} as const;

export type SchemeName = keyof typeof BRAND;
