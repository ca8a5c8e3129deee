/**
 * Where a page's Markdown lives. Pure, so the build (which writes the files)
 * and the page (whose "Copy page" action fetches them) agree on one rule:
 *
 * - a page is served at its URL without the trailing slash plus `.md`:
 *   `/x/react-date-pickers/date-picker/` → `/x/react-date-pickers/date-picker.md`;
 * - the root page of a version or locale (slug `/`) has `index.md` inside its
 *   folder: `/x/` → `/x/index.md`, `/x/zh/v7/` → `/x/zh/v7/index.md`;
 * - a page of another locale built from the English source (not translated)
 *   has only a short file of its own saying so; readers and tools are sent to
 *   the English page's Markdown instead.
 */

/** What the docs plugin knows of a page, as the build and `useDoc()` both give it. */
export interface MarkdownDocRef {
  /** URL path with the base URL, with or without the trailing slash. */
  permalink: string;
  /** The doc's slug: `/` for the root page of its version. */
  slug: string;
  /** The Markdown source, with the `@site/` alias (or from the site root). */
  source: string;
}

/** The locale a page belongs to and the base URLs of it and of the default locale. */
export interface MarkdownLocale {
  current: string;
  default: string;
  /** Base URL of the current locale: `/x/zh/`. */
  baseUrl: string;
  /** Base URL of the default locale: `/x/`. */
  defaultBaseUrl: string;
}

/** The file extension of a page's Markdown. */
export const MARKDOWN_EXTENSION = '.md';

/** The Markdown URL path of a page URL path (see the module comment). */
export function markdownPathOf(permalink: string, isRoot: boolean): string {
  const bare = permalink.replace(/\/+$/, '');
  return isRoot ? `${bare}/index${MARKDOWN_EXTENSION}` : `${bare}${MARKDOWN_EXTENSION}`;
}

/** A source file in a translation folder (`i18n/<locale>/docusaurus-plugin-content-docs/…`). */
export function isTranslatedSource(source: string): boolean {
  return /^(@site\/)?i18n\/[^/]+\/docusaurus-plugin-content-docs\//.test(source);
}

/** The same URL path in the default locale: the locale's base URL swapped for the default one. */
export function defaultLocalePath(path: string, locale: MarkdownLocale): string {
  return path.startsWith(locale.baseUrl)
    ? `${locale.defaultBaseUrl}${path.slice(locale.baseUrl.length)}`
    : path;
}

/** The path of the Markdown file the build writes for this page, in its own locale. */
export function ownMarkdownPath(doc: MarkdownDocRef): string {
  return markdownPathOf(doc.permalink, doc.slug === '/');
}

/**
 * Whether the page shows English text in a locale that is not the default
 * one: it was built from the English source, so its Markdown is the English page's.
 */
export function isUntranslated(doc: MarkdownDocRef, locale: MarkdownLocale): boolean {
  return locale.current !== locale.default && !isTranslatedSource(doc.source);
}

/**
 * The Markdown a reader or tool gets for this page: its own, or the English
 * page's when the page is not translated into its locale.
 */
export function pageMarkdownPath(doc: MarkdownDocRef, locale: MarkdownLocale): string {
  const own = ownMarkdownPath(doc);
  return isUntranslated(doc, locale) ? defaultLocalePath(own, locale) : own;
}
