import { themes } from 'prism-react-renderer';
import { lowestContrast, TEXT_CONTRAST } from './contrast';
import { accessiblePrismTheme, codeBackgrounds, sitePrismTheme } from './prismThemes';
import { BRAND } from './tokens';

describe('code highlighting themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: every token colour reads at 4.5:1 on plain and highlighted lines`, () => {
      const theme = sitePrismTheme(scheme);
      const backgrounds = codeBackgrounds(theme, BRAND[scheme].primary);
      const colours = [theme.plain, ...theme.styles.map((style) => style.style)]
        .map((style) => style.color)
        .filter((color): color is string => color !== undefined);
      expect(colours.length).toBeGreaterThan(5);
      const failing = colours.filter((color) => lowestContrast(color, backgrounds) < TEXT_CONTRAST);
      expect(failing).toEqual([]);
    });
  }

  it('keeps the token types, fonts and background of the base theme', () => {
    const derived = sitePrismTheme('light');
    expect(derived.plain.backgroundColor).toBe(themes.github.plain.backgroundColor);
    expect(derived.styles.map((style) => style.types)).toEqual(
      themes.github.styles.map((style) => style.types),
    );
    const comment = derived.styles.find((style) => style.types.includes('comment'));
    expect(comment?.style.fontStyle).toBe('italic');
  });

  it('keeps colours that already read and drops opacity', () => {
    const base = {
      plain: { color: '#1a2027', backgroundColor: '#ffffff' },
      styles: [
        { types: ['keyword'], style: { color: '#1a2027', opacity: 0.5 } },
        { types: ['comment'], style: { color: '#aaaaaa' } },
      ],
    };
    const derived = accessiblePrismTheme(base, '#0a6ccc');
    expect(derived.plain.color).toBe('#1a2027');
    expect(derived.styles[0]?.style).toEqual({ color: '#1a2027' });
    expect(derived.styles[1]?.style.color).not.toBe('#aaaaaa');
  });
});
