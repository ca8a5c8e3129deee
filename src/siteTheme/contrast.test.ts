import { getContrastRatio } from '@mui/material/styles';
import { composite, lowestContrast, readableOn, TEXT_CONTRAST, withContrast } from './contrast';
import { createSiteTheme } from './createSiteTheme';
import { infimaSchemeVariables } from './siteCss';
import { BRAND } from './tokens';

describe('contrast helpers', () => {
  it('composites a translucent colour over an opaque one', () => {
    expect(composite('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(composite('#0a6ccc', 0, '#ffffff')).toBe('#ffffff');
    expect(composite('#0a6ccc', 1, '#ffffff')).toBe('#0a6ccc');
  });

  it('leaves a colour that already reads alone', () => {
    expect(withContrast('#1a2027', ['#ffffff'])).toBe('#1a2027');
  });

  it('darkens on light backgrounds and lightens on dark ones, just enough', () => {
    const onLight = withContrast('#ed6c02', ['#ffffff', '#f7f9fb']);
    expect(lowestContrast(onLight, ['#ffffff', '#f7f9fb'])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(lowestContrast(onLight, ['#ffffff', '#f7f9fb'])).toBeLessThan(TEXT_CONTRAST + 0.1);
    const onDark = withContrast('#000080', ['#1e1e1e']);
    expect(getContrastRatio(onDark, '#1e1e1e')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('says so when no shade can reach the ratio', () => {
    expect(() => withContrast('#777777', ['#777777'], 30)).toThrow(/No shade of #777777 reaches 30:1/);
  });

  it('picks the text colour that reads best on a fill', () => {
    expect(readableOn('#0a6ccc')).toBe('#ffffff');
    expect(readableOn('#5ca8ff')).toBe('#000000');
  });
});

describe('site theme contrast (WCAG 2.1 AA)', () => {
  const theme = createSiteTheme();

  for (const scheme of ['light', 'dark'] as const) {
    const palette = theme.colorSchemes[scheme]?.palette;
    if (!palette) throw new Error(`the ${scheme} scheme is missing`);
    const surfaces = [palette.background.default, palette.background.paper];

    it(`${scheme}: body and secondary text read at 4.5:1 on the background and the paper`, () => {
      expect(lowestContrast(palette.text.primary, surfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(lowestContrast(palette.text.secondary, surfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    });

    for (const color of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      it(`${scheme}: ${color} reads as text, and its contrast text reads on it`, () => {
        const { main, contrastText } = palette[color];
        expect(lowestContrast(main, surfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(getContrastRatio(composite(contrastText, 1, main), main)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      });
    }

    it(`${scheme}: the contrast text of status colours reads on their light shade too`, () => {
      const failing = (['error', 'warning', 'info', 'success'] as const).filter(
        (color) =>
          getContrastRatio(
            composite(palette[color].contrastText, 1, palette[color].light),
            palette[color].light,
          ) < TEXT_CONTRAST,
      );
      expect(failing).toEqual([]);
    });

    it(`${scheme}: status colours read on their own 12 % tint (soft chips in demos)`, () => {
      const failing = (['error', 'warning', 'info', 'success'] as const).filter(
        (color) =>
          getContrastRatio(palette[color].main, composite(palette[color].main, 0.12, surfaces[0] ?? '')) <
          TEXT_CONTRAST,
      );
      expect(failing).toEqual([]);
    });

    it(`${scheme}: links, small print, badges and filled surfaces of Infima read at 4.5:1`, () => {
      const css = infimaSchemeVariables(palette);
      const activeLink = composite(
        palette.primary.main,
        scheme === 'dark' ? 0.16 : 0.1,
        palette.background.default,
      );
      const textSurfaces = [...surfaces, activeLink];
      const tokens = [
        '--ifm-link-color',
        '--ifm-menu-color-active',
        '--ifm-color-emphasis-600',
        '--site-text-success',
        '--site-text-warning',
        '--site-text-danger',
      ];
      const failing = tokens.filter(
        (token) => lowestContrast(css[token] ?? '', textSurfaces) < TEXT_CONTRAST,
      );
      expect(failing).toEqual([]);
      expect(getContrastRatio(css['--site-on-primary'] ?? '', palette.primary.main)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
      expect(
        getContrastRatio(css['--site-on-secondary'] ?? '', palette.secondary.main),
      ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    });
  }

  it('keeps the brand colours of SPEC §9 where they already read', () => {
    expect(theme.colorSchemes.light?.palette.primary.main).toBe(BRAND.light.primary);
    expect(theme.colorSchemes.dark?.palette.warning.main).toBe(BRAND.dark.warning);
  });
});
