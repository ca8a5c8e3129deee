/**
 * A locale's glossary (`i18n/<locale>/GLOSSARY.md`): one term per recurring
 * concept, with the variants translators should not use. The file is Markdown
 * for people; its table is the data, read here:
 *
 *   | Concept | English | Chinese | Avoid | Allowed | Notes |
 *   | ------- | ------- | ------- | ----- | ------- | ----- |
 *   | filter  | filter, filtering | 筛选 | 过滤 | — | … |
 *
 * - English: the English forms of the concept, comma-separated (matched as
 *   whole words, case-insensitive, with an optional plural `s`);
 * - Chinese: the one term to use;
 * - Avoid: variants to flag, separated by `,` or `、`;
 * - Allowed: longer phrases that contain an avoided variant and are right
 *   (`网格线` for the avoided `网格`). Every Chinese term of the table counts as
 *   allowed too, so `单元格` never trips the avoided `单元`.
 *
 * Pure: the translations check (scripts/translations/glossary.ts) finds the
 * avoided variants in translated pages, and the search index
 * (src/plugins/search) gives an English title its glossary terms.
 */
import { escapeRegExp } from './escapeRegExp';

export interface GlossaryEntry {
  concept: string;
  english: string[];
  term: string;
  avoid: string[];
  allowed: string[];
  notes: string;
  /** Line of the entry in the glossary file (1-based). */
  line: number;
}

export class GlossaryError extends Error {
  override name = 'GlossaryError';
}

const COLUMNS = ['concept', 'english', 'chinese', 'avoid', 'allowed', 'notes'] as const;
const EMPTY_CELL = /^(|—|–|-)$/;

function cells(row: string): string[] {
  const trimmed = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((cell) => cell.trim());
}

function list(cell: string): string[] {
  if (EMPTY_CELL.test(cell)) return [];
  return cell
    .split(/\s*[,，、]\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const isTableRow = (line: string) => line.trim().startsWith('|');
const isDivider = (line: string) => /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line.trim());

/** The entries of the glossary table; throws a GlossaryError naming the line of a malformed row. */
export function parseGlossary(markdown: string): GlossaryEntry[] {
  const lines = markdown.split(/\r?\n/);
  const header = lines.findIndex(
    (line) =>
      isTableRow(line) &&
      cells(line)
        .map((cell) => cell.toLowerCase())
        .join('|') === COLUMNS.join('|'),
  );
  if (header < 0) {
    throw new GlossaryError(`The glossary has no table with the columns ${COLUMNS.join(', ')}.`);
  }
  if (!isDivider(lines[header + 1] ?? '')) {
    throw new GlossaryError(`Line ${header + 2}: the table header must be followed by its divider row.`);
  }
  const entries: GlossaryEntry[] = [];
  const concepts = new Set<string>();
  for (let index = header + 2; index < lines.length && isTableRow(lines[index] ?? ''); index += 1) {
    const line = index + 1;
    const row = cells(lines[index] ?? '');
    if (row.length !== COLUMNS.length) {
      throw new GlossaryError(`Line ${line}: ${row.length} cells, expected ${COLUMNS.length}.`);
    }
    const [concept = '', english = '', term = '', avoid = '', allowed = '', notes = ''] = row;
    if (!concept || !term || EMPTY_CELL.test(term)) {
      throw new GlossaryError(`Line ${line}: a concept and its term are required.`);
    }
    if (concepts.has(concept)) throw new GlossaryError(`Line ${line}: concept "${concept}" is listed twice.`);
    concepts.add(concept);
    const entry = {
      concept,
      english: list(english),
      term,
      avoid: list(avoid),
      allowed: list(allowed),
      notes,
    };
    if (entry.avoid.includes(term))
      throw new GlossaryError(`Line ${line}: ${term} is both the term and avoided.`);
    entries.push({ ...entry, line });
  }
  if (entries.length === 0) throw new GlossaryError('The glossary table has no entries.');
  return entries;
}

export interface AvoidedTerm {
  /** 1-based line and column in the checked text. */
  line: number;
  column: number;
  /** The avoided variant as written. */
  found: string;
  entry: GlossaryEntry;
}

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
/** Front matter keys whose values readers see. */
const READ_FRONT_MATTER_KEYS = /^(title|sidebar_label|description|pagination_label)\s*:/;
const FENCE = /^\s*(`{3,}|~{3,})/;

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * The text of a Markdown or MDX page with what is not prose blanked out (same
 * length and lines, so positions stay): front matter other than the title,
 * sidebar label and description; fenced code; inline code; link and image
 * targets; heading ids; JSX and HTML tags; comments.
 */
export function proseOfMarkdown(text: string): string {
  const frontMatter = FRONT_MATTER.exec(text)?.[0] ?? '';
  const head = frontMatter
    .split('\n')
    .map((line) => (READ_FRONT_MATTER_KEYS.test(line) ? line : blank(line)))
    .join('\n');
  let fence: string | null = null;
  const body = text
    .slice(frontMatter.length)
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return blank(line);
      }
      if (marker) {
        fence = marker;
        return blank(line);
      }
      return line
        .replace(/`[^`]*`/g, blank)
        .replace(/\]\([^)]*\)/g, blank)
        .replace(/\{#[^}]*\}/g, blank)
        .replace(/<!--.*?-->|\{\/\*.*?\*\/\}/g, blank)
        .replace(/<\/?[A-Za-z][^<>]*>/g, blank);
    })
    .join('\n');
  return `${head}${body}`;
}

/** The text of a translation JSON file with everything but the `message` values blanked out. */
export function proseOfMessages(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const match = /^(\s*"message"\s*:\s*)(".*")(,?\s*)$/.exec(line);
      return match ? `${blank(match[1] ?? '')}${match[2]}${blank(match[3] ?? '')}` : blank(line);
    })
    .join('\n');
}

/** A phrase as a pattern: spaces in it match any spacing, including none (`Pro 计划`, `Pro计划`). */
function phrasePattern(phrase: string): RegExp {
  return new RegExp(phrase.split(/\s+/).map(escapeRegExp).join('\\s*'), 'g');
}

function ranges(line: string, phrases: readonly string[]): [number, number][] {
  return phrases.flatMap((phrase) =>
    [...line.matchAll(phrasePattern(phrase))].map((match): [number, number] => [
      match.index,
      match.index + match[0].length,
    ]),
  );
}

/**
 * The avoided variants in a text (already reduced to prose), each with its
 * line and column. An occurrence inside an allowed phrase (its entry's
 * `allowed`, or any term of the glossary) is fine; of two flagged occurrences
 * where one contains the other, only the longer is reported.
 */
export function findAvoidedTerms(prose: string, glossary: readonly GlossaryEntry[]): AvoidedTerm[] {
  const terms = glossary.map((entry) => entry.term);
  const found: AvoidedTerm[] = [];
  prose.split('\n').forEach((line, lineIndex) => {
    const hits: { start: number; end: number; entry: GlossaryEntry }[] = [];
    for (const entry of glossary) {
      if (entry.avoid.length === 0) continue;
      const fine = ranges(line, [...entry.allowed, ...terms]);
      for (const [start, end] of ranges(line, entry.avoid)) {
        if (fine.some(([from, to]) => from <= start && end <= to)) continue;
        hits.push({ start, end, entry });
      }
    }
    for (const hit of hits) {
      const inside = hits.some(
        (other) =>
          other !== hit &&
          other.start <= hit.start &&
          hit.end <= other.end &&
          other.end - other.start > hit.end - hit.start,
      );
      const repeated = found.some(
        (earlier) => earlier.line === lineIndex + 1 && earlier.column === hit.start + 1,
      );
      if (inside || repeated) continue;
      found.push({
        line: lineIndex + 1,
        column: hit.start + 1,
        found: line.slice(hit.start, hit.end),
        entry: hit.entry,
      });
    }
  });
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** English forms of the glossary, longest first, each with its term (entries whose term is English left out). */
function englishForms(glossary: readonly GlossaryEntry[]): { form: string; term: string }[] {
  return glossary
    .filter((entry) => /[^\p{ASCII}]/u.test(entry.term))
    .flatMap((entry) => entry.english.map((form) => ({ form, term: entry.term })))
    .sort((a, b) => b.form.length - a.form.length);
}

/**
 * An English text (a page title, a sidebar label) with every glossary concept
 * it names replaced by the concept's term, longest forms first, whole words
 * apart (a space or a hyphen between them, so the component `PieChart` is not
 * "pie chart"), case-insensitive: "Data Grid - Row grouping" → "表格 - 行分组". What has no
 * glossary term stays as it is; null when nothing was replaced.
 */
export function glossaryRendering(text: string, glossary: readonly GlossaryEntry[]): string | null {
  let result = text;
  let replaced = false;
  for (const { form, term } of englishForms(glossary)) {
    // Words of a form are apart in the text (`PieChart` is a component, not "pie chart").
    const words = form.split(/\s+/).map(escapeRegExp).join('[\\s-]+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words}s?(?![\\p{L}\\p{N}])`, 'giu');
    result = result.replace(pattern, () => {
      replaced = true;
      return term;
    });
  }
  return replaced ? result : null;
}
