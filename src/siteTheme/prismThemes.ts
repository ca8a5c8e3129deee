/**
 * Code highlighting themes of the site: prism-react-renderer's GitHub (light)
 * and VS Dark (dark) themes with every token colour shifted, where needed,
 * until it reads at 4.5:1 on the code background and on a highlighted line
 * (`--docusaurus-highlighted-code-line-bg`, the primary colour at
 * HIGHLIGHTED_CODE_LINE_OPACITY over the code background). Token hues stay those
 * of the original themes.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';
import { composite, TEXT_CONTRAST, withContrast } from './contrast';
import { BRAND, HIGHLIGHTED_CODE_LINE_OPACITY, type SchemeName } from './tokens';

/** The opaque backgrounds code text of `theme` is painted on: plain lines and highlighted lines. */
export function codeBackgrounds(theme: PrismTheme, primary: string): string[] {
  const background = theme.plain.backgroundColor;
  if (!background) throw new Error('A code theme needs a plain background colour.');
  return [background, composite(primary, HIGHLIGHTED_CODE_LINE_OPACITY, background)];
}

/**
 * `base` with its plain and token colours raised to `ratio` against the code
 * backgrounds. Opacity is dropped: a translucent token would fall below the
 * ratio again.
 */
export function accessiblePrismTheme(base: PrismTheme, primary: string, ratio = TEXT_CONTRAST): PrismTheme {
  const backgrounds = codeBackgrounds(base, primary);
  const entry = (style: PrismTheme['plain']): PrismTheme['plain'] => {
    const { opacity: _opacity, ...rest } = style;
    return style.color ? { ...rest, color: withContrast(style.color, backgrounds, ratio) } : rest;
  };
  return {
    plain: entry(base.plain),
    styles: base.styles.map((style) => ({ ...style, style: entry(style.style) })),
  };
}

/** The base theme of each colour scheme. */
const BASE_THEMES: Record<SchemeName, PrismTheme> = { light: themes.github, dark: themes.vsDark };

/** The site's code theme of a colour scheme (for the brand primary colour of that scheme). */
export function sitePrismTheme(scheme: SchemeName): PrismTheme {
  return accessiblePrismTheme(BASE_THEMES[scheme], BRAND[scheme].primary);
}
