/**
 * Route rules: how a pathname breaks down into language, canonical
 * path, product category and product. Pure functions, no browser globals.
 *
 * Two path shapes are understood:
 * - the mui.com shape, where a language prefix starts the path: `/zh/x/react-charts/`;
 * - this site's shape, where the base URL comes first and Docusaurus adds the
 *   locale and the version after it: `/x/zh/v7/react-charts/`.
 */

import { productById, productOfPath } from '../data/products';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export interface ProductInfo {
  /** `core`, `x`, `toolpad` or `docs`; null outside every known section. */
  productCategoryId: string | null;
  /** For example `x-data-grid`; null when the page belongs to no single product. */
  productId: string | null;
}

/** Top-level sections, longest first so `experiments/docs` wins over a shorter match. */
const SECTIONS: readonly { prefix: string; category: string; product: string | null }[] = [
  { prefix: 'experiments/docs', category: 'docs', product: 'experiments' },
  { prefix: 'production-error', category: 'docs', product: 'production-error' },
  { prefix: 'material-ui', category: 'core', product: 'material-ui' },
  { prefix: 'joy-ui', category: 'core', product: 'joy-ui' },
  { prefix: 'base-ui', category: 'core', product: 'base-ui' },
  { prefix: 'system', category: 'core', product: 'system' },
  { prefix: 'toolpad', category: 'toolpad', product: 'toolpad' },
  { prefix: 'versions', category: 'docs', product: 'versions' },
  { prefix: 'docs', category: 'docs', product: 'docs' },
  { prefix: 'x', category: 'x', product: null },
];

const NO_PRODUCT: ProductInfo = { productCategoryId: null, productId: null };

/**
 * Cleans up raw input: drops the query string and the hash fragment, collapses
 * repeated slashes and makes sure the path starts with a slash. Never throws.
 */
export function normalizePathname(raw: string): string {
  const withoutHash = raw.split('#')[0] ?? '';
  const withoutQuery = withoutHash.split('?')[0] ?? '';
  const collapsed = `/${withoutQuery}`.replace(/\/{2,}/g, '/');
  return collapsed;
}

function dropTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function isLanguage(value: string | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/**
 * Splits an optional two-letter language prefix (`en` or `zh`) off the start
 * of a path. Any other first segment, even two letters long, is left alone.
 */
export function splitLanguagePrefix(raw: string): { language: Language | null; path: string } {
  const path = normalizePathname(raw);
  const first = path.split('/')[1];
  if (!isLanguage(first)) {
    return { language: null, path };
  }
  const rest = path.slice(first.length + 1);
  return { language: first, path: rest === '' ? '/' : rest };
}

/**
 * The canonical path of a page: no language prefix, no trailing slash, no
 * query or hash, and `/api…` mapped to `/api-docs…` (the API pages' real home).
 */
export function canonicalPath(raw: string): string {
  let path = dropTrailingSlash(splitLanguagePrefix(raw).path);
  if (path === '/api' || path.startsWith('/api/')) {
    path = `/api-docs${path.slice('/api'.length)}`;
  }
  return path;
}

/** The analytics id of the X product a path inside the `x` section names (`react-charts/…`, `api/charts/…`). */
function xProductOf(segments: readonly string[]): string | null {
  const { product } = productOfPath(`/${segments.join('/')}`);
  return product ? productById(product).analyticsId : null;
}

/** Product category and product of a mui.com-shaped path (language prefix optional). */
export function productInfo(raw: string): ProductInfo {
  const path = dropTrailingSlash(splitLanguagePrefix(raw).path);
  const section = SECTIONS.find(({ prefix }) => path === `/${prefix}` || path.startsWith(`/${prefix}/`));
  if (!section) {
    return NO_PRODUCT;
  }
  if (section.category !== 'x') {
    return { productCategoryId: section.category, productId: section.product };
  }
  const inner = path.slice(`/${section.prefix}/`.length).split('/');
  // Archived versions of the X docs live under /x/v7/…; the product follows the version.
  const segments = /^v\d+$/.test(inner[0] ?? '') ? inner.slice(1) : inner;
  return { productCategoryId: 'x', productId: xProductOf(segments) };
}

export interface SiteRoute {
  /** Reader's language: from a leading prefix, else from the locale after the base URL. */
  language: Language;
  /** Archived version segment such as `v7`; null for the current version. */
  version: string | null;
  /** Canonical location, in the mui.com shape: `/x/v7/react-charts/bars` (no language). */
  canonical: string;
  /** The page inside the site: no base URL, language or version (`/react-charts/bars`). */
  page: string;
  product: ProductInfo;
}

/**
 * Reads a pathname of this site. `baseUrl` is the site's base (`/x/`); the
 * Docusaurus locale segment right after it (`/x/zh/…`) counts as a language
 * prefix. Paths outside the base URL are read in the mui.com shape.
 */
export function parseSitePath(raw: string, baseUrl: string): SiteRoute {
  const leading = splitLanguagePrefix(raw);
  let language: Language | null = leading.language;
  let path = leading.path;
  const base = normalizePathname(baseUrl).replace(/\/?$/, '/');
  if (base !== '/' && (path === base.slice(0, -1) || path.startsWith(base))) {
    const inner = splitLanguagePrefix(path.slice(base.length - 1));
    language = language ?? inner.language;
    path = `${base.slice(0, -1)}${inner.path}`;
  }
  const canonical = canonicalPath(path);
  const afterBase = base === '/' ? canonical : canonical.slice(base.length - 1);
  const version = /^\/(v\d+)(\/|$)/.exec(afterBase)?.[1] ?? null;
  const page = version ? afterBase.slice(version.length + 1) || '/' : afterBase || '/';
  return {
    language: language ?? DEFAULT_LANGUAGE,
    version,
    canonical,
    page,
    product: productInfo(canonical),
  };
}

/**
 * Languages a page is offered in. Blog posts are written once, in English, so
 * blog paths are left out of the language list.
 */
export function languagesOf(raw: string): readonly Language[] {
  const path = canonicalPath(raw);
  const blog = path === '/blog' || path.startsWith('/blog/');
  return blog ? [DEFAULT_LANGUAGE] : LANGUAGES;
}

/**
 * Adds the language prefix a non-English reader needs in front of a path
 * (used for version links): `/versions/` → `/zh/versions/`.
 */
export function withLanguagePrefix(path: string, language: Language): string {
  const clean = normalizePathname(path);
  return language === DEFAULT_LANGUAGE ? clean : `/${language}${clean}`;
}

/**
 * Pages under /playground are drawn on their own, without the standard layout
 * wrapper. `baseUrl` lets a site path (`/x/zh/playground/`) be read too.
 */
export function usesStandardLayout(raw: string, baseUrl = '/'): boolean {
  const { page } = parseSitePath(raw, baseUrl);
  return !(page === '/playground' || page.startsWith('/playground/'));
}
