/**
 * The search index file: one per version and locale, written at build time to
 * `<build>/<locale path>/search-index/<version>.json` and fetched by the
 * browser only when the reader opens search.
 */
import type { ProductId } from '../data/products';

export const SEARCH_INDEX_FORMAT = 1;

/** Bits of a posting's `flags`. */
export const IN_HEADING = 1;
export const IN_TITLE = 2;

export interface IndexedPage {
  /** Permalink, base URL included. */
  url: string;
  title: string;
  /** The title in the glossary's terms of the locale (src/search/pageLabels.ts), when it names something. */
  alias?: string;
  product: ProductId | null;
  api: boolean;
}

export interface IndexedSection {
  /** Index into `pages`. */
  page: number;
  /** Heading of the section; empty for the lead (text above the first heading). */
  heading: string;
  /** Heading id; empty for the lead. */
  anchor: string;
  /** Plain text of the section, for excerpts. */
  text: string;
  /** Number of words in `text`. */
  words: number;
}

export interface SearchIndexFile {
  format: typeof SEARCH_INDEX_FORMAT;
  locale: string;
  version: string;
  pages: IndexedPage[];
  sections: IndexedSection[];
  /** term → flat postings `[section, count in text, flags, section, count, flags, …]`. */
  terms: Record<string, number[]>;
}

export function searchIndexPath(version: string): string {
  return `/search-index/${encodeURIComponent(version)}.json`;
}

/** Throws a readable error when a fetched file is not a search index of this format. */
export function assertSearchIndex(value: unknown): asserts value is SearchIndexFile {
  const file = value as Partial<SearchIndexFile> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    file.format !== SEARCH_INDEX_FORMAT ||
    !Array.isArray(file.pages) ||
    !Array.isArray(file.sections) ||
    !file.terms ||
    typeof file.terms !== 'object'
  ) {
    throw new Error('Not a search index of this site (format 1).');
  }
}
