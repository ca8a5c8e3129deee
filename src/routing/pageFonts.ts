/**
 * Extra web fonts per page: pages that use the onepirate demo
 * load two more font families. The stylesheet host comes from config and is
 * empty by default, so the built site never reaches for an external font
 * unless a deployment asks for it.
 */
import { parseSitePath } from './routeRules';

export interface WebFont {
  family: string;
  weights: readonly number[];
}

/** The two families the onepirate demo is designed with. */
export const ONEPIRATE_FONTS: readonly WebFont[] = [
  { family: 'Roboto Condensed', weights: [700] },
  { family: 'Work Sans', weights: [300, 400] },
];

/** A page uses the onepirate demo when one of its path segments is `onepirate`. */
export function usesOnepirateDemo(raw: string, baseUrl = '/'): boolean {
  return parseSitePath(raw, baseUrl).page.split('/').includes('onepirate');
}

export function extraFontsFor(raw: string, baseUrl = '/'): readonly WebFont[] {
  return usesOnepirateDemo(raw, baseUrl) ? ONEPIRATE_FONTS : [];
}

/**
 * Stylesheet URL for one font on a css2-style font host
 * (`<host>?family=Work+Sans:wght@300;400&display=swap`).
 */
export function fontStylesheetUrl(host: string, font: WebFont): string {
  const family = font.family.trim().replace(/\s+/g, '+');
  const weights = [...font.weights].sort((a, b) => a - b).join(';');
  const separator = host.includes('?') ? '&' : '?';
  return `${host}${separator}family=${family}:wght@${weights}&display=swap`;
}

/** The stylesheets a page needs; none when no font host is configured. */
export function extraFontStylesheets(raw: string, host: string, baseUrl = '/'): string[] {
  const trimmed = host.trim();
  if (trimmed === '') {
    return [];
  }
  return extraFontsFor(raw, baseUrl).map((font) => fontStylesheetUrl(trimmed, font));
}
