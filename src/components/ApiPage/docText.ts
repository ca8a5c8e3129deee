/**
 * JSDoc text of the packages as safe pieces: inline code, links to http(s)
 * addresses (Markdown links, and bare addresses such as "see
 * https://mui.com/x/react-charts/bars/#performance", without the punctuation
 * that ends the sentence), and plain text. Anything else in link position
 * stays text, so a description never produces a broken or unsafe link.
 */
export type DocPiece =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()`"]+)/g;
/** What may end a sentence right after a bare address, and so is not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

export function docPieces(text: string): DocPiece[] {
  const pieces: DocPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1] !== undefined) {
      pieces.push({ kind: 'code', text: match[1] });
    } else if (match[2] !== undefined && match[3] !== undefined) {
      pieces.push(
        /^https?:\/\//.test(match[3])
          ? { kind: 'link', text: match[2], href: match[3] }
          : { kind: 'text', text: match[2] },
      );
    } else if (match[4] !== undefined) {
      const href = match[4].replace(TRAILING_PUNCTUATION, '');
      pieces.push({ kind: 'link', text: href, href });
      last = index + href.length;
      continue;
    }
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/**
 * The path on this site of a link to the production host's docs
 * (`https://mui.com/x/react-charts/bars/#performance`, as the packages' JSDoc
 * writes them), under the page's own base URL (`/x/zh/` on a Chinese page), so
 * a reader stays on the site they are reading; null for any other address.
 */
export function sitePathOf(
  href: string,
  productionUrl: string,
  docsRoot: string,
  baseUrl: string,
): string | null {
  const prefix = `${productionUrl.replace(/\/+$/, '')}${docsRoot}`;
  return href.startsWith(prefix) ? `${baseUrl}${href.slice(prefix.length)}` : null;
}
