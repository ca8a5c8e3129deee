/**
 * The spans of a guide page that may name an API: inline code spans of the
 * prose (fenced code blocks, front matter, comments and MDX import lines left
 * out) and bare table cells written like code (`DataGridPro`, `GridColDef`).
 */

export interface Span {
  /** 1-based line in the file. */
  line: number;
  text: string;
  /** `code`: an inline code span; `cell`: a table cell without backticks that reads like an identifier. */
  kind: 'code' | 'cell';
}

/** A table cell's bare text reads like code when it is one camelCase or PascalCase word with an inner capital. */
const CODE_LIKE_CELL = /^(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*)$/;

/** Inline code spans of one line of prose (CommonMark: a run of N backticks closes on a run of exactly N). */
export function codeSpans(line: string): { text: string; start: number; end: number }[] {
  const spans: { text: string; start: number; end: number }[] = [];
  let index = 0;
  while (index < line.length) {
    if (line[index] === '\\' && line[index + 1] === '`') {
      index += 2;
      continue;
    }
    if (line[index] !== '`') {
      index += 1;
      continue;
    }
    let run = 0;
    while (line[index + run] === '`') run += 1;
    const open = index;
    let search = index + run;
    let close = -1;
    while (search < line.length) {
      const next = line.indexOf('`', search);
      if (next === -1) break;
      let length = 0;
      while (line[next + length] === '`') length += 1;
      if (length === run) {
        close = next;
        break;
      }
      search = next + length;
    }
    if (close === -1) {
      index = open + run;
      continue;
    }
    let text = line.slice(open + run, close);
    if (text.length > 2 && text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '')
      text = text.slice(1, -1);
    spans.push({ text, start: open, end: close + run });
    index = close + run;
  }
  return spans;
}

/** Splits a table row into cells on the pipes outside code spans (`\|` is a literal pipe). */
export function tableCells(line: string): string[] {
  const codes = codeSpans(line);
  const inCode = (position: number) => codes.some((span) => position > span.start && position < span.end - 1);
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (char === '\\' && line[index + 1] === '|') {
      current += '\\|';
      index += 1;
    } else if (char === '|' && !inCode(index)) {
      cells.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current);
  // A row starts and ends with a pipe: drop the empty text outside them.
  return cells.slice(line.trimStart().startsWith('|') ? 1 : 0, line.trimEnd().endsWith('|') ? -1 : undefined);
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** The contents of a page's fenced code blocks. */
export function codeBlocks(source: string): string[] {
  const blocks: string[] = [];
  let fence: string | null = null;
  let current: string[] = [];
  for (const line of source.split('\n')) {
    const match = FENCE.exec(line);
    if (fence) {
      if (
        match &&
        (match[1] ?? '')[0] === fence[0] &&
        (match[1] ?? '').length >= fence.length &&
        line.trim() === match[1]
      ) {
        blocks.push(current.join('\n'));
        fence = null;
      } else {
        current.push(line);
      }
    } else if (match) {
      fence = match[1] ?? '';
      current = [];
    }
  }
  return blocks;
}

/** The demo files a page renders (`<Demo file="./demos/X.tsx" />`), as written. */
export function demoFiles(source: string): string[] {
  return [...source.matchAll(/<Demo\s+file=["']([^"']+)["']/g)].map((match) => match[1] ?? '');
}

/** The spans of a page, with their line numbers. */
export function extractSpans(source: string): Span[] {
  const lines = source.split('\n');
  const spans: Span[] = [];
  let index = 0;
  // Front matter.
  if (lines[0]?.trim() === '---') {
    index = 1;
    while (index < lines.length && lines[index]?.trim() !== '---') index += 1;
    index += 1;
  }
  let fence: string | null = null;
  let inComment = false;
  for (; index < lines.length; index += 1) {
    let line = lines[index] ?? '';
    const lineNumber = index + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (
        fenceMatch &&
        (fenceMatch[1] ?? '')[0] === fence[0] &&
        (fenceMatch[1] ?? '').length >= fence.length &&
        line.trim() === fenceMatch[1]
      ) {
        fence = null;
      }
      continue;
    }
    if (fenceMatch && !inComment) {
      fence = fenceMatch[1] ?? '';
      continue;
    }
    // HTML comments and MDX comments, possibly over several lines.
    let visible = '';
    let rest = line;
    while (rest.length > 0) {
      if (inComment) {
        const end = rest.search(/-->|\*\/\}/);
        if (end === -1) {
          rest = '';
        } else {
          rest = rest.slice(end + (rest.startsWith('-->', end) ? 3 : 3));
          inComment = false;
        }
      } else {
        const start = rest.search(/<!--|\{\/\*/);
        if (start === -1) {
          visible += rest;
          rest = '';
        } else {
          visible += rest.slice(0, start);
          rest = rest.slice(start + (rest.startsWith('<!--', start) ? 4 : 3));
          inComment = true;
        }
      }
    }
    line = visible;
    // MDX module lines.
    if (/^(import|export)\s/.test(line)) continue;
    const isTableRow = line.trimStart().startsWith('|');
    if (isTableRow && TABLE_SEPARATOR.test(line)) continue;
    for (const span of codeSpans(line)) {
      const text = isTableRow ? span.text.replace(/\\\|/g, '|') : span.text;
      spans.push({ line: lineNumber, text, kind: 'code' });
    }
    if (isTableRow) {
      for (const cell of tableCells(line)) {
        const text = cell.trim();
        if (CODE_LIKE_CELL.test(text)) spans.push({ line: lineNumber, text, kind: 'cell' });
      }
    }
  }
  return spans;
}
