/**
 * A live demo's server HTML, kept while the demo waits to go live.
 *
 * React drops a Suspense boundary that has not hydrated yet as soon as a
 * context above it changes (Docusaurus switches its "in the browser" context
 * right after hydration), and renders the boundary's fallback instead. The
 * demo's fallback is therefore a copy of the server HTML it replaces, read from
 * the page before hydration touches it, so the reader sees no change.
 */
import { serverPage } from '@site/src/hydration/serverPage';

/** React's markers around a Suspense boundary's content in server HTML. */
const BOUNDARY_MARKERS = /<!--\/?\$[?!~]?-->/g;

/**
 * The server HTML of the demo named `name`, while the page is still the one
 * the server sent (before hydration); '' otherwise (a client-side navigation,
 * the server itself).
 */
export function readServerHtml(name: string, doc: Document | undefined = globalThis.document): string {
  const page = serverPage(doc);
  if (!page) return '';
  const sections = page.querySelectorAll<HTMLElement>('section[data-demo]');
  const section = Array.from(sections).find((candidate) => candidate.dataset.demo === name);
  const scope = section?.querySelector('[data-flavour] > div');
  return scope ? scope.innerHTML.replace(BOUNDARY_MARKERS, '') : '';
}

/** Marks the element that holds the copy; it stands for the live content, so paths pass through it. */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/**
 * Where `target` sits below `root`, as child indices; null when it is not
 * below it. The server HTML copy's own element does not count: its children
 * sit where the live content's elements will.
 */
export function pathFrom(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = target;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    if (!node.hasAttribute(SERVER_HTML_ATTRIBUTE))
      path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

/** The element at `path` below `root` (the same place in a re-rendered copy), if there is one. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) {
    node = node?.children[index] ?? null;
  }
  return node;
}
