import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SITE } from '@site/src/data/site';
import { usePartLink } from '@site/src/components/VersionSwitcher/usePartLink';
import { docPieces, sitePathOf } from './docText';

/**
 * A JSDoc text of the packages: paragraphs, inline code and links. A link to
 * the production host's docs stays on this site (in the page's language);
 * other links open in a new tab.
 */
export default function DocText({ text }: { text: string }): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const partLink = usePartLink();
  const paragraphs = text.split(/\n{2,}/).filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    <p key={index}>
      {docPieces(paragraph).map((piece, pieceIndex) => {
        if (piece.kind === 'code') return <code key={pieceIndex}>{piece.text}</code>;
        if (piece.kind === 'link') {
          const sitePath = sitePathOf(piece.href, SITE.productionUrl, SITE.baseUrl, baseUrl);
          if (sitePath) {
            return (
              <Link key={pieceIndex} {...partLink(sitePath)}>
                {piece.text}
              </Link>
            );
          }
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
