import { createSiteTheme } from './createSiteTheme';
import { buildSiteCss, infimaSchemeVariables, schemeSelector, serializeStyleSheets } from './siteCss';
import { BRAND, BREAKPOINTS } from './tokens';

describe('site theme', () => {
  const theme = createSiteTheme();

  it('uses the SPEC §9 constants', () => {
    expect(theme.shape.borderRadius).toBe(12);
    expect(buildSiteCss(theme)).toContain('--mui-spacing:8px;');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(BREAKPOINTS.xl).toBe(1536);
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
    expect(theme.zIndex).toMatchObject({
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
  });

  it('mirrors when asked for right-to-left', () => {
    expect(createSiteTheme({ direction: 'rtl' }).direction).toBe('rtl');
  });

  it('maps each scheme palette onto Infima', () => {
    const { light: lightScheme, dark: darkScheme } = theme.colorSchemes;
    if (!lightScheme || !darkScheme) throw new Error('both colour schemes are expected');
    const dark = infimaSchemeVariables(darkScheme.palette);
    expect(dark['--ifm-color-primary']).toBe(BRAND.dark.primary);
    expect(dark['--ifm-background-color']).toBe(BRAND.dark.background);
    const light = infimaSchemeVariables(lightScheme.palette);
    expect(light['--ifm-font-color-base']).toBe(BRAND.light.textPrimary);
  });

  it('emits MUI variables keyed on data-theme and Infima variables that beat Infima defaults', () => {
    const css = buildSiteCss(theme);
    expect(css).toContain('[data-theme="dark"]{');
    expect(css).toContain(`--mui-palette-primary-main:${BRAND.dark.primary}`);
    expect(css).toContain(`${schemeSelector('dark')}{--ifm-color-primary:${BRAND.dark.primary};`);
    expect(css).toContain('--ifm-global-radius:12px');
    expect(schemeSelector('light')).toBe("html:root[data-theme='light']");
  });

  it('serializes nested blocks such as media queries', () => {
    expect(serializeStyleSheets([{ '@media (min-width: 600px)': { ':root': { '--x': 1 } } }])).toBe(
      '@media (min-width: 600px){:root{--x:1;}}',
    );
  });
});

describe('site theme options', () => {
  it('applies custom colours to both schemes', () => {
    const custom = createSiteTheme({ paletteColors: { primary: { main: '#ff5722' } } });
    expect(custom.colorSchemes.light?.palette.primary.main).toBe('#ff5722');
    expect(custom.colorSchemes.dark?.palette.primary.main).toBe('#ff5722');
    expect(custom.colorSchemes.dark?.palette.secondary.main).toBe(BRAND.dark.secondary);
  });

  it('builds dense component defaults in the standard mode, for the given scheme', () => {
    const dense = createSiteTheme({ dense: true, cssVariables: false, colorScheme: 'dark', spacing: 6 });
    expect(dense.palette.mode).toBe('dark');
    expect(dense.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(dense.components?.MuiDataGrid?.defaultProps?.density).toBe('compact');
    expect(dense.spacing(2)).toBe('12px');
  });

  it('refuses dense in the CSS-variables mode', () => {
    expect(() => createSiteTheme({ dense: true })).toThrow(
      /Dense mode is not allowed in the CSS-variables theme mode/,
    );
  });
});
