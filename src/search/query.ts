/**
 * Queries a loaded search index: the code the browser runs on every
 * keystroke. Pages matching more of the query's words come first; among
 * those, pages of the reader's current product; then pages whose title holds
 * every query word, the closer the title the earlier ("row grouping": "Row
 * grouping" before "Server-side row grouping"), a title in the glossary's
 * terms counting as a title ("行分组" finds the untranslated "Row grouping");
 * then by score (BM25 on the text, with bonuses for words in the page title
 * and section headings).
 */
import { excerpt, highlightText, type HighlightedText } from './highlight';
import { IN_HEADING, IN_TITLE, type SearchIndexFile } from './indexFormat';
import type { ProductId } from '../data/products';
import { isCjk, tokenize } from './tokenize';

const K1 = 1.2;
const B = 0.75;
const HEADING_BONUS = 2;
const TITLE_BONUS = 4;
/** Weight of a word that starts with the query word (as you type) or contains it (Chinese). */
const PREFIX_WEIGHT = 0.6;
const INFIX_WEIGHT = 0.4;
const MAX_EXPANSIONS = 64;
/** Share of a page's other matching sections added to its best section's score. */
const OTHER_SECTIONS_SHARE = 0.3;
export const DEFAULT_RESULT_LIMIT = 20;

export interface PreparedIndex {
  file: SearchIndexFile;
  sortedTerms: string[];
  averageWords: number;
}

export function prepareIndex(file: SearchIndexFile): PreparedIndex {
  const totalWords = file.sections.reduce((sum, section) => sum + section.words, 0);
  return {
    file,
    sortedTerms: Object.keys(file.terms).sort(),
    averageWords: file.sections.length > 0 ? Math.max(1, totalWords / file.sections.length) : 1,
  };
}

export interface SearchResult {
  url: string;
  title: HighlightedText;
  heading: HighlightedText | null;
  excerpt: HighlightedText;
  product: ProductId | null;
  api: boolean;
  score: number;
}

export interface SearchOptions {
  /** Product of the page the reader is on; its pages rank first. */
  currentProduct?: ProductId | null;
  limit?: number;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index words a query word stands for, with their weights. */
export function expandTerm(index: PreparedIndex, word: string): Map<string, number> {
  const expansions = new Map<string, number>();
  if (index.file.terms[word]) expansions.set(word, 1);
  const cjk = isCjk(word);
  if (word.length >= 2 || cjk) {
    const { sortedTerms } = index;
    for (const term of sortedTerms.slice(lowerBound(sortedTerms, word))) {
      if (!term.startsWith(word) || expansions.size >= MAX_EXPANSIONS) break;
      if (term !== word) expansions.set(term, PREFIX_WEIGHT);
    }
  }
  if (cjk) {
    for (const term of index.sortedTerms) {
      if (expansions.size >= MAX_EXPANSIONS) break;
      if (!expansions.has(term) && term.includes(word)) expansions.set(term, INFIX_WEIGHT);
    }
  }
  return expansions;
}

interface PageMatch {
  page: number;
  best: number;
  bestScore: number;
  others: number;
  covered: Set<number>;
}

/** Scores of every section that matches a word, per query word. */
function scoreSections(index: PreparedIndex, words: readonly string[], matched: Set<string>) {
  const { file, averageWords } = index;
  const sectionCount = file.sections.length;
  const scores = new Map<number, Float64Array>();
  words.forEach((word, position) => {
    for (const [term, weight] of expandTerm(index, word)) {
      const postings = file.terms[term] ?? [];
      const frequency = postings.length / 3;
      const idf = Math.log(1 + (sectionCount - frequency + 0.5) / (frequency + 0.5));
      matched.add(term);
      for (let i = 0; i < postings.length; i += 3) {
        const section = postings[i] ?? 0;
        const count = postings[i + 1] ?? 0;
        const flags = postings[i + 2] ?? 0;
        const length = (file.sections[section]?.words ?? 0) / averageWords;
        const text = count === 0 ? 0 : (count * (K1 + 1)) / (count + K1 * (1 - B + B * length));
        const bonus = (flags & IN_HEADING ? HEADING_BONUS : 0) + (flags & IN_TITLE ? TITLE_BONUS : 0);
        const score = weight * idf * (text + bonus);
        let perWord = scores.get(section);
        if (!perWord) scores.set(section, (perWord = new Float64Array(words.length)));
        perWord[position] = Math.max(perWord[position] ?? 0, score);
      }
    }
  });
  return scores;
}

function groupByPage(index: PreparedIndex, scores: Map<number, Float64Array>): PageMatch[] {
  const pages = new Map<number, PageMatch>();
  for (const [section, perWord] of scores) {
    const page = index.file.sections[section]?.page ?? 0;
    const score = perWord.reduce((sum, value) => sum + value, 0);
    let match = pages.get(page);
    if (!match) {
      match = { page, best: section, bestScore: 0, others: 0, covered: new Set() };
      pages.set(page, match);
    }
    perWord.forEach((value, position) => value > 0 && match.covered.add(position));
    if (score > match.bestScore) {
      match.others += match.bestScore;
      match.best = section;
      match.bestScore = score;
    } else {
      match.others += score;
    }
  }
  return [...pages.values()];
}

/** 0 unless the title holds every query word; then the share of the title's words the query covers. */
export function titleFit(title: string, words: readonly string[], locale: string): number {
  const titleWords = new Set(tokenize(title, locale));
  if (titleWords.size === 0 || !words.every((word) => titleWords.has(word))) return 0;
  return words.length / titleWords.size;
}

export function search(index: PreparedIndex, query: string, options: SearchOptions = {}): SearchResult[] {
  const { file } = index;
  const words = [...new Set(tokenize(query, file.locale))];
  if (words.length === 0) return [];
  const matched = new Set<string>();
  const pages = groupByPage(index, scoreSections(index, words, matched));
  const ranked = pages
    .flatMap((match) => {
      const page = file.pages[match.page];
      const section = file.sections[match.best];
      if (!page || !section) return [];
      const score = match.bestScore + OTHER_SECTIONS_SHARE * Math.min(match.others, match.bestScore);
      const fit = Math.max(
        titleFit(page.title, words, file.locale),
        page.alias ? titleFit(page.alias, words, file.locale) : 0,
      );
      const sameProduct = options.currentProduct != null && page.product === options.currentProduct;
      return [{ match, page, section, score, fit, sameProduct }];
    })
    .sort(
      (a, b) =>
        b.match.covered.size - a.match.covered.size ||
        Number(b.sameProduct) - Number(a.sameProduct) ||
        b.fit - a.fit ||
        b.score - a.score ||
        a.page.url.localeCompare(b.page.url),
    )
    .slice(0, options.limit ?? DEFAULT_RESULT_LIMIT);

  return ranked.map(({ page, section, score }): SearchResult => {
    return {
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      title: highlightText(page.title, matched, file.locale),
      heading: section.heading ? highlightText(section.heading, matched, file.locale) : null,
      excerpt: excerpt(section.text, matched, file.locale),
      product: page.product,
      api: page.api,
      score,
    };
  });
}
