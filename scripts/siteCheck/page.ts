/**
 * One built HTML file, read into the facts the site check's rules judge
 * (scripts/siteCheck/rules.ts). The HTML is parsed once with cheerio on
 * htmlparser2 (no browser, no script runs), the facts are kept and the
 * document is dropped, so the whole site fits in memory at once.
 */
import { load, type AnyNode, type Cheerio, type CheerioAPI, type Element } from 'cheerio';

export interface Heading {
  level: number;
  text: string;
  /** Part of a live demo's server HTML rather than of the page's own outline. */
  inDemo: boolean;
}

export interface LinkFact {
  /** `href` or `src` exactly as written. */
  href: string;
  /** What holds it: `a`, `link rel=stylesheet`, `img`, `script`… */
  from: string;
}

export interface DemoFact {
  name: string;
  /** The live container is present (see `liveContainer`). */
  hasContainer: boolean;
  /** Elements of the server-rendered demo in the live container (style tags and comments left out). */
  serverElements: number;
  /** Text of the error boxes the server rendered into the section, if any. */
  errors: string[];
}

export interface NoticeFact {
  href: string | null;
  hreflang: string | null;
  /** The notice opens the page's content (first element of `.theme-doc-markdown`). */
  first: boolean;
}

export interface PageFacts {
  /** URL path the file is served at: `/x/react-data-grid/`, `/x/404.html`. */
  path: string;
  /** A redirect page of the client-redirects plugin: its target; null for a page. */
  redirectTo: string | null;
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  /** `link rel=alternate hreflang` of the head: language → href. */
  alternates: { hreflang: string; href: string }[];
  h1: number;
  headings: Heading[];
  /** Every `id` (and `a[name]`) of the document, in order, duplicates kept. */
  ids: string[];
  /** The ids among them that belong to a live demo's server HTML. */
  idsInDemos: string[];
  /** Images without an `alt` attribute, by their `src`. */
  imagesWithoutAlt: string[];
  links: LinkFact[];
  adSlots: number;
  demos: DemoFact[];
  notices: NoticeFact[];
  /** The untranslated-page notices (a translated build's page shown in English). */
  untranslatedNotices: NoticeFact[];
}

/**
 * The element of a demo section that holds the live demo, server-rendered
 * into it by the build. Today the `[data-flavour]` element; the one place to
 * change if the demo runtime moves it.
 */
export function liveContainer(section: Cheerio<Element>): Cheerio<Element> {
  return section.find('[data-flavour]').first();
}

/**
 * The page as the reader's browser has it before any script of the site runs.
 * React's server renderer sends a large Suspense boundary (every live demo is
 * one) as a placeholder — a `<!--$?-->` comment, a `<template id="B:…">` and
 * the fallback — and its content later in the body, in `<div hidden
 * id="S:…">`, which an inline script call `$RC("B:…","S:…")` moves into
 * place. This does the same move on the parsed document, so every demo's
 * server HTML sits in its live container, as it does on screen; a boundary
 * the server never completed keeps its placeholder.
 */
export function completeStreamedBoundaries($: CheerioAPI): void {
  const inline = $('script:not([src])').text();
  for (const [, boundary, segment] of inline.matchAll(/\("(B:[0-9a-z]+)","(S:[0-9a-z]+)"\)/g)) {
    const template = $(`template[id="${boundary}"]`).get(0);
    const content = $(`div[hidden][id="${segment}"]`);
    if (!template || content.length === 0) continue;
    const start = template.prev;
    // The placeholder runs from the template to the boundary's closing comment (boundaries nest).
    let node: AnyNode | null = template;
    let depth = 0;
    const placeholder: AnyNode[] = [];
    while (node) {
      if (node.type === 'comment') {
        const data = (node as { data: string }).data;
        if (data === '/$' && depth === 0) break;
        if (data === '/$') depth -= 1;
        else if (data.startsWith('$')) depth += 1;
      }
      placeholder.push(node);
      node = node.next;
    }
    if (!node) continue;
    $(template).before(content.contents());
    placeholder.forEach((part) => $(part).remove());
    content.remove();
    if (start?.type === 'comment') (start as { data: string }).data = '$';
  }
}

const isComment = (node: AnyNode, data: string) =>
  node.type === 'comment' && (node as { data: string }).data === data;

/** The first node below `node` (depth first) that `test` accepts. */
function findNode(node: AnyNode, test: (candidate: AnyNode) => boolean): AnyNode | null {
  if (test(node)) return node;
  if (!('children' in node)) return null;
  for (const child of node.children) {
    const found = findNode(child, test);
    if (found) return found;
  }
  return null;
}

/** Elements below `node` and itself, style tags (emotion's) left out. */
function elementsIn(node: AnyNode): number {
  if (!('children' in node)) return 0;
  const own = node.type === 'tag' && (node as Element).tagName !== 'style' ? 1 : 0;
  return own + node.children.reduce((sum, child) => sum + elementsIn(child), 0);
}

/**
 * Elements of a server-rendered demo: what its Suspense boundary holds (the
 * nodes between React's `<!--$-->` and `<!--/$-->`, as src/components/Demo
 * reads them), else everything in the container; style tags left out. 0 when
 * the boundary is still pending (`<!--$?-->` with its template) or the server
 * could not render it (`<!--$!-->`): the container holds the fallback only.
 */
function serverElements(container: Cheerio<Element>): number {
  const [root] = container.toArray();
  if (!root) return 0;
  if (findNode(root, (node) => isComment(node, '$?') || isComment(node, '$!'))) return 0;
  const start = findNode(root, (node) => isComment(node, '$'));
  if (!start) return elementsIn(root) - 1;
  let count = 0;
  for (let node = start.next; node && !isComment(node, '/$'); node = node.next) count += elementsIn(node);
  return count;
}

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

const RESOURCES: readonly [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['link[href]:not([rel~="alternate"]):not([rel~="canonical"])', 'href'],
  ['source[src]', 'src'],
];

function describe(element: Element): string {
  const rel = element.attribs.rel;
  return rel ? `${element.tagName} rel=${rel}` : element.tagName;
}

export function readPage(html: string, path: string): PageFacts {
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  completeStreamedBoundaries($);
  const refresh = $('meta[http-equiv="refresh" i]').attr('content');
  const redirectTo = refresh ? (/url=(.*)$/i.exec(refresh)?.[1]?.trim() ?? '') : null;

  const IN_DEMO = 'section[data-demo] *';
  const inDemos = new Set($(`${IN_DEMO}`).filter('h1, h2, h3, h4, h5, h6, [id]').toArray());
  const headings = $('h1, h2, h3, h4, h5, h6')
    .toArray()
    .map((element) => ({
      level: Number(element.tagName.slice(1)),
      text: text($(element).text()),
      inDemo: inDemos.has(element),
    }));
  const ids = [
    ...$('[id]')
      .toArray()
      .map((element) => element.attribs.id ?? ''),
    ...$('a[name]')
      .toArray()
      .map((element) => element.attribs.name ?? ''),
  ];
  const links = RESOURCES.flatMap(([selector, attribute]) =>
    $(selector)
      .toArray()
      .filter((node): node is Element => node.type === 'tag' || node.type === 'script')
      .map((element) => ({ href: element.attribs[attribute] ?? '', from: describe(element) })),
  );
  const demos = $('section[data-demo]')
    .toArray()
    .map((element) => {
      const section = $(element);
      const container = liveContainer(section);
      return {
        name: element.attribs['data-demo'] ?? '',
        hasContainer: container.length > 0,
        serverElements: serverElements(container),
        errors: section
          .find('[data-demo-error]')
          .toArray()
          .map((error) => text($(error).text())),
      };
    });
  const noticesOf = (selector: string): NoticeFact[] =>
    $(selector)
      .toArray()
      .map((element) => {
        const link = $(element).find('a[href]').first();
        const content = $(element).closest('.theme-doc-markdown');
        return {
          href: link.attr('href') ?? null,
          hreflang: link.attr('hreflang') ?? null,
          first: content.length > 0 && content.children().first().is(element),
        };
      });
  const notices = noticesOf('[data-translation-notice]');
  const untranslatedNotices = noticesOf('[data-untranslated-notice]');

  return {
    path,
    redirectTo,
    lang: $('html').attr('lang') ?? null,
    title: text($('head > title').first().text()),
    description: $('head > meta[name="description"]').attr('content') ?? null,
    canonical: $('head > link[rel="canonical"]').attr('href') ?? null,
    alternates: $('head > link[rel="alternate"][hreflang]')
      .toArray()
      .map((element) => ({ hreflang: element.attribs.hreflang ?? '', href: element.attribs.href ?? '' })),
    h1: headings.filter((heading) => heading.level === 1).length,
    headings,
    ids,
    idsInDemos: [...inDemos].flatMap((element) =>
      element.attribs.id === undefined ? [] : [element.attribs.id],
    ),
    imagesWithoutAlt: $('img:not([alt])')
      .toArray()
      .map((element) => element.attribs.src ?? '(no src)'),
    links,
    adSlots: $('[data-ad-slot]').length,
    demos,
    notices,
    untranslatedNotices,
  };
}
