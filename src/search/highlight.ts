/** Highlighted text and excerpts: which words of a text matched the query. */
import { segmentWords } from './tokenize';

/** `[start, end)` offsets into `text`, in order and not overlapping. */
export type Highlight = [number, number];

export interface HighlightedText {
  text: string;
  highlights: Highlight[];
}

export const EXCERPT_LENGTH = 180;
/** Context kept before the first match. */
const EXCERPT_LEAD = 50;
const ELLIPSIS = '…';

function matchedWords(text: string, matched: ReadonlySet<string>, locale: string): Highlight[] {
  return segmentWords(text, locale)
    .filter((token) => matched.has(token.term))
    .map((token): Highlight => [token.start, token.end]);
}

export function highlightText(text: string, matched: ReadonlySet<string>, locale: string): HighlightedText {
  return { text, highlights: matchedWords(text, matched, locale) };
}

/** Moves `index` forward to just after the next space before `limit`, if there is one. */
function afterSpace(text: string, index: number, limit: number): number {
  const space = text.slice(index, limit).search(/\s/);
  return space >= 0 ? index + space + 1 : index;
}

/** Moves `index` back to the last space after `floor`, if there is one. */
function beforeSpace(text: string, index: number, floor: number): number {
  const space = text.slice(floor, index).search(/\s\S*$/);
  return space >= 0 ? floor + space : index;
}

/**
 * About EXCERPT_LENGTH characters of `text` around its first matching word,
 * cut at spaces where the language has them, with `…` where text was cut.
 */
export function excerpt(text: string, matched: ReadonlySet<string>, locale: string): HighlightedText {
  const hits = matchedWords(text, matched, locale);
  const first = hits[0];
  let start = 0;
  if (first && first[0] > EXCERPT_LEAD) {
    start = afterSpace(text, first[0] - EXCERPT_LEAD, first[0]);
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) end = beforeSpace(text, end, first ? first[1] : start + 1);

  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < text.length ? ELLIPSIS : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    highlights: hits
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]): Highlight => [from + shift, to + shift]),
  };
}

/** Splits highlighted text into runs, for rendering marks. */
export function highlightRuns({ text, highlights }: HighlightedText): { text: string; match: boolean }[] {
  const runs: { text: string; match: boolean }[] = [];
  let position = 0;
  for (const [from, to] of highlights) {
    if (from > position) runs.push({ text: text.slice(position, from), match: false });
    runs.push({ text: text.slice(from, to), match: true });
    position = to;
  }
  if (position < text.length) runs.push({ text: text.slice(position), match: false });
  return runs;
}
