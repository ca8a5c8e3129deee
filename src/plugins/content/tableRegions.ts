/**
 * Markdown tables scroll sideways inside a box of their own instead of
 * widening the page (a phone shows every column by scrolling the table). This
 * rehype plugin wraps each table of a doc page in a keyboard-focusable region
 * named after the section the table sits in (its heading; the table's own
 * header row when no heading comes before it), as the API pages name theirs.
 * The box is styled in src/css/custom.css (`.table-scroll`).
 */

/** The parts of a hast tree the plugin reads. */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

interface Element extends HastNode {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}

export const TABLE_SCROLL_CLASS = 'table-scroll';

const HEADING = /^h[1-6]$/;

function isElement(node: HastNode): node is Element {
  return node.type === 'element' && typeof node.tagName === 'string';
}

function region(table: Element, labelledBy: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [TABLE_SCROLL_CLASS], role: 'region', tabIndex: 0, ariaLabelledBy: labelledBy },
    children: [table],
  };
}

/** An id for the table's header row, so a table before any heading is named by its columns. */
function labelFromHeaderRow(table: Element, index: number): string | null {
  const head = table.children.find((child) => isElement(child) && child.tagName === 'thead');
  if (!head) return null;
  const id = `table-${index}-columns`;
  head.properties = { ...head.properties, id };
  return id;
}

export default function rehypeTableRegions() {
  return (tree: HastNode): void => {
    let heading: string | null = null;
    let tables = 0;
    const visit = (parent: HastNode): void => {
      const children = parent.children ?? [];
      children.forEach((child, position) => {
        if (!isElement(child)) return;
        if (HEADING.test(child.tagName) && typeof child.properties.id === 'string') {
          heading = child.properties.id;
          return;
        }
        if (child.tagName === 'table') {
          tables += 1;
          const label = heading ?? labelFromHeaderRow(child, tables);
          if (label) children[position] = region(child, label);
          return;
        }
        visit(child);
      });
    };
    visit(tree);
  };
}
