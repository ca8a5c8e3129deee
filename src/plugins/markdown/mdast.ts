/**
 * Markdown syntax tree nodes (mdast) as the writer builds them: a small typed
 * subset with builders, so the converters read like the Markdown they make.
 */

export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  ordered?: boolean;
  start?: number | null;
  spread?: boolean;
  checked?: boolean | null;
  align?: (string | null)[];
  identifier?: string;
  label?: string;
  name?: string | null;
  attributes?: unknown[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column?: number } };
}

export const text = (value: string): MdNode => ({ type: 'text', value });
export const inlineCode = (value: string): MdNode => ({ type: 'inlineCode', value });
export const strong = (...children: MdNode[]): MdNode => ({ type: 'strong', children });
export const link = (url: string, ...children: MdNode[]): MdNode => ({ type: 'link', url, children });
export const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const heading = (depth: number, ...children: MdNode[]): MdNode => ({
  type: 'heading',
  depth,
  children,
});
export const blockquote = (...children: MdNode[]): MdNode => ({ type: 'blockquote', children });
export const code = (value: string, lang: string | null, meta: string | null = null): MdNode => ({
  type: 'code',
  value: value.replace(/\n+$/, ''),
  lang,
  meta,
});
export const list = (items: MdNode[][]): MdNode => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children })),
});

/** A table: the header row, then the body rows; each cell is its phrasing content. */
export function table(header: MdNode[][], rows: MdNode[][][]): MdNode {
  const row = (cells: MdNode[][]): MdNode => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return { type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)] };
}

/** The text of a tree, without markup. */
export function plainText(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxjsEsm') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** Phrasing content on one line: a table cell cannot hold a line break. */
export function oneLine(nodes: MdNode[]): MdNode[] {
  return nodes.map((node) =>
    typeof node.value === 'string'
      ? { ...node, value: node.value.replace(/\s*\n\s*/g, ' ') }
      : node.children
        ? { ...node, children: oneLine(node.children) }
        : node,
  );
}
