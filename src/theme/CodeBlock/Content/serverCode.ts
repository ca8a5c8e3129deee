import { serverPage } from '@site/src/hydration/serverPage';

/**
 * The highlighted lines the server rendered for the code block whose `<pre>`
 * carries `data-code-block="<id>"`, while the page is still the one the server
 * sent (before hydration); '' otherwise: a client-side navigation, a block
 * mounted after hydration, the server itself.
 */
export function readServerCode(id: string, doc: Document | undefined = globalThis.document): string {
  const page = serverPage(doc);
  if (!page) return '';
  const blocks = page.querySelectorAll<HTMLPreElement>('pre[data-code-block]');
  const pre = Array.from(blocks).find((candidate) => candidate.dataset.codeBlock === id);
  return pre?.querySelector(':scope > code')?.innerHTML ?? '';
}
