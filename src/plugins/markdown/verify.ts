/**
 * What must never reach a Markdown file: MDX. The file is read as CommonMark +
 * GFM reads it, so code (fenced, indented, inline; demos' sources are full of
 * imports and JSX) is left alone, and what remains is checked: no raw HTML or
 * JSX tag (CommonMark reads `<Demo file="…" />` or `<kbd>` as HTML), no
 * `<Demo` in text, no line of prose that starts with `import ` or `export `.
 */
import { parseMarkdown } from './convert';
import type { MdNode } from './mdast';

export interface MdxLeftover {
  line: number;
  problem: string;
}

const excerpt = (value: string) => JSON.stringify(value.trim().slice(0, 60));

export async function mdxLeftovers(markdown: string): Promise<MdxLeftover[]> {
  const found: MdxLeftover[] = [];
  const visit = (node: MdNode, startsLine: boolean) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'html') {
      found.push({ line, problem: `an HTML or JSX tag ${excerpt(node.value ?? '')}` });
    } else if (node.type === 'text' && typeof node.value === 'string') {
      if (node.value.includes('<Demo')) found.push({ line, problem: `"<Demo" in ${excerpt(node.value)}` });
      node.value.split('\n').forEach((text, index) => {
        if ((index > 0 || startsLine) && /^\s*(import|export)\s/.test(text)) {
          found.push({ line: line + index, problem: `a line of text that starts with ${excerpt(text)}` });
        }
      });
    }
    node.children?.forEach((child, index) =>
      visit(child, index === 0 && (node.type === 'paragraph' || node.type === 'heading')),
    );
  };
  visit(await parseMarkdown(markdown), false);
  return found;
}
