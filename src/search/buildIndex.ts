/** Builds a search index file from the extracted pages of one version and locale. */
import { IN_HEADING, IN_TITLE, SEARCH_INDEX_FORMAT, type SearchIndexFile } from './indexFormat';
import { productOfPath } from '../data/products';
import { tokenize } from './tokenize';
import type { PageNames } from './pageLabels';

export interface ExtractedSection {
  heading: string;
  anchor: string;
  text: string;
}

export interface ExtractedPage extends PageNames {
  url: string;
  title: string;
  sections: ExtractedSection[];
}

interface Posting {
  count: number;
  flags: number;
}

export function buildSearchIndex(
  pages: readonly ExtractedPage[],
  { locale, version }: { locale: string; version: string },
): SearchIndexFile {
  const file: SearchIndexFile = {
    format: SEARCH_INDEX_FORMAT,
    locale,
    version,
    pages: [],
    sections: [],
    terms: {},
  };
  const postings = new Map<string, Map<number, Posting>>();
  const add = (term: string, section: number, count: number, flags: number) => {
    let bySection = postings.get(term);
    if (!bySection) postings.set(term, (bySection = new Map()));
    const posting = bySection.get(section) ?? { count: 0, flags: 0 };
    posting.count += count;
    posting.flags |= flags;
    bySection.set(section, posting);
  };

  for (const page of pages) {
    const pageIndex = file.pages.length;
    file.pages.push({
      url: page.url,
      title: page.title,
      ...productOfPath(page.url),
      ...(page.alias ? { alias: page.alias } : {}),
    });
    const sections = page.sections.length > 0 ? page.sections : [{ heading: '', anchor: '', text: '' }];
    sections.forEach((section, position) => {
      const sectionIndex = file.sections.length;
      const words = tokenize(section.text, locale);
      file.sections.push({ page: pageIndex, ...section, words: words.length });
      for (const term of words) add(term, sectionIndex, 1, 0);
      for (const term of tokenize(section.heading, locale)) add(term, sectionIndex, 0, IN_HEADING);
      // The page title and its other names (pageLabels.ts) count once per page: on its first section.
      if (position === 0) {
        for (const term of tokenize(page.title, locale)) add(term, sectionIndex, 0, IN_TITLE);
        for (const term of tokenize(page.alias ?? '', locale)) add(term, sectionIndex, 0, IN_TITLE);
        for (const label of page.labels ?? []) {
          for (const term of tokenize(label, locale)) add(term, sectionIndex, 0, IN_HEADING);
        }
      }
    });
  }

  for (const [term, bySection] of [...postings].sort(([a], [b]) => (a < b ? -1 : 1))) {
    file.terms[term] = [...bySection].flatMap(([section, { count, flags }]) => [section, count, flags]);
  }
  return file;
}
