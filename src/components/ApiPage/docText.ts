/**
 * JSDoc text of the packages as safe pieces: inline code, links to http(s)
 * addresses, and plain text. Anything else in link position stays text, so a
 * description never produces a broken or unsafe link.
 */
export type DocPiece =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

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
    }
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
