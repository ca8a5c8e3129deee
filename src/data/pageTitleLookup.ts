/**
 * Looks up a navigation title in the title table, with the error rules for missing entries:
 * - a key missing in the reader's language is logged and falls back to
 *   English; missing in English too, it is logged and shows nothing;
 * - a language the table does not have is logged and shows an ellipsis.
 * Nothing throws: a bad key never blanks the page.
 */
import { PAGE_TITLES, type TemplateKey, type TitleTable } from './pageTitles';

/** Shown for a language the table does not have. */
export const MISSING_LANGUAGE_TITLE = '…';

export interface TitleLookupOptions {
  /** Defaults to the site's table; tests pass their own. */
  tables?: Readonly<Record<string, TitleTable>>;
  /** Where problems are reported; defaults to `console.warn`. */
  log?: (message: string) => void;
}

const FALLBACK_LANGUAGE = 'en';

/** `/zh`-free doc paths are the keys: trims query, hash, repeated and trailing slashes. */
export function titleKey(path: string): string {
  if (path.startsWith('template:')) {
    return path;
  }
  const clean = `/${path.split(/[?#]/)[0] ?? ''}`.replace(/\/{2,}/g, '/');
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}

function hasOwn(table: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}

export function pageTitle(path: string, language: string, options: TitleLookupOptions = {}): string {
  const tables: Readonly<Record<string, TitleTable>> = options.tables ?? PAGE_TITLES;
  const log = options.log ?? ((message: string) => console.warn(message));
  const key = titleKey(path);
  const table = hasOwn(tables, language) ? tables[language] : undefined;
  if (!table) {
    log(`Page titles: missing language "${language}" (looking up "${key}").`);
    return MISSING_LANGUAGE_TITLE;
  }
  if (hasOwn(table, key)) {
    return table[key] ?? '';
  }
  log(`Page titles: missing key "${key}" in "${language}".`);
  const fallback = tables[FALLBACK_LANGUAGE];
  if (language !== FALLBACK_LANGUAGE && fallback && hasOwn(fallback, key)) {
    return fallback[key] ?? '';
  }
  if (language !== FALLBACK_LANGUAGE) {
    log(`Page titles: missing key "${key}" in "${FALLBACK_LANGUAGE}" as well; nothing shown.`);
  }
  return '';
}

/** Label of a marketing template (labels only: there is no page behind them). */
export function templateLabel(template: TemplateKey, language: string, options?: TitleLookupOptions): string {
  return pageTitle(`template:${template}`, language, options);
}
