/**
 * Word segmentation for the search index and for queries, with the same code
 * at build time (Node) and in the browser: `Intl.Segmenter` splits English on
 * word boundaries and Chinese into dictionary words, without native add-ons.
 */

export interface WordToken {
  /** Normalised form: NFKC (full-width to half-width) and lower case. */
  term: string;
  /** Offsets in the original text, for highlighting. */
  start: number;
  end: number;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

export function normalizeTerm(word: string): string {
  return word.normalize('NFKC').toLowerCase();
}

/** Words of a text with their offsets; punctuation and spaces are dropped. */
export function segmentWords(text: string, locale = 'en'): WordToken[] {
  const tokens: WordToken[] = [];
  for (const segment of segmenterFor(locale).segment(text)) {
    if (!segment.isWordLike) continue;
    tokens.push({
      term: normalizeTerm(segment.segment),
      start: segment.index,
      end: segment.index + segment.segment.length,
    });
  }
  return tokens;
}

export function tokenize(text: string, locale = 'en'): string[] {
  return segmentWords(text, locale).map((token) => token.term);
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Whether a term contains Chinese (or Japanese) characters. */
export function isCjk(term: string): boolean {
  return CJK.test(term);
}
