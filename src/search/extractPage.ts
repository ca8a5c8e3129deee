/**
 * Reads a rendered doc page (the HTML the build wrote) into a title and
 * sections split at h2/h3 headings, as plain text. Runs at build time only.
 */
import { load, type AnyNode, type Element } from 'cheerio';
import type { ExtractedPage, ExtractedSection } from './buildIndex';

const SKIPPED = new Set(['script', 'style', 'noscript', 'svg', 'button', 'template', 'header']);
const SECTION_HEADINGS = new Set(['h2', 'h3']);
/** Elements whose text is a separate word from what surrounds it. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'td',
  'th',
  'tr',
  'table',
  'pre',
  'br',
  'blockquote',
  'details',
  'summary',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'figcaption',
]);

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function isSkipped(node: Element): boolean {
  const classes = (node.attribs.class ?? '').split(/\s+/);
  return SKIPPED.has(node.name) || classes.includes('hash-link') || 'data-search-ignore' in node.attribs;
}

/**
 * Only the `<title>` and the `<article>` of a page are parsed: the head styles and the sidebar
 * are most of a page's bytes, and parsing them made the index step slow on sites with many
 * pages (the API reference).
 */
function relevantParts(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return html;
  const title = /<title[^>]*>[\s\S]*?<\/title>/.exec(html)?.[0] ?? '';
  return `${title}${html.slice(start, end + '</article>'.length)}`;
}

export function extractPage(html: string, url: string): ExtractedPage | null {
  const $ = load(relevantParts(html));
  const content = $('article .theme-doc-markdown').first();
  if (content.length === 0) return null;
  const title =
    clean(content.find('header h1').first().text()) || clean($('title').text().split(' | ')[0] ?? '');

  const sections: ExtractedSection[] = [];
  let current = { heading: '', anchor: '', parts: [] as string[] };
  const finish = () => {
    const text = clean(current.parts.join(''));
    if (text || current.heading) sections.push({ heading: current.heading, anchor: current.anchor, text });
  };

  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      current.parts.push(node.data);
      return;
    }
    if (!isElement(node) || isSkipped(node)) return;
    if (SECTION_HEADINGS.has(node.name) && node.attribs.id) {
      finish();
      current = { heading: clean($(node).text()), anchor: node.attribs.id, parts: [] };
      return;
    }
    // Each line of a code block is its own word boundary.
    const block = BLOCKS.has(node.name) || (node.attribs.class ?? '').includes('token-line');
    if (block) current.parts.push(' ');
    node.children.forEach(walk);
    if (block) current.parts.push(' ');
  };
  content.contents().each((_index, node) => walk(node));
  finish();
  return { url, title, sections };
}
