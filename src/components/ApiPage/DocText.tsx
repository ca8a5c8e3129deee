import type { ReactNode } from 'react';
import { docPieces } from './docText';

/** A JSDoc text of the packages: paragraphs, inline code and external links. */
export default function DocText({ text }: { text: string }): ReactNode {
  const paragraphs = text.split(/\n{2,}/).filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    <p key={index}>
      {docPieces(paragraph).map((piece, pieceIndex) => {
        if (piece.kind === 'code') return <code key={pieceIndex}>{piece.text}</code>;
        if (piece.kind === 'link') {
          return (
            <a key={pieceIndex} href={piece.href} target="_blank" rel="noopener noreferrer">
              {piece.text}
            </a>
          );
        }
        return piece.text;
      })}
    </p>
  ));
}
