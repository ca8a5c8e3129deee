/**
 * A playground's state in its address, so a reader can share what they wrote:
 * `/x/playground/#code=<source, LZ-compressed for URLs>`. The hash never
 * reaches a server. A shared address that cannot be read is an error the page
 * shows, with an empty editor; it never throws.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

const PARAM = 'code';
/** Longer sources are refused when shared (and when read). */
export const MAX_SHARED_SOURCE_LENGTH = 50_000;

export type PlaygroundState =
  | { kind: 'empty' }
  | { kind: 'source'; source: string }
  | { kind: 'invalid'; reason: 'undecodable' | 'tooLong' };

export function readPlaygroundHash(hash: string): PlaygroundState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get(PARAM);
  if (encoded === null || encoded === '') return { kind: 'empty' };
  if (encoded.length > MAX_SHARED_SOURCE_LENGTH * 2) return { kind: 'invalid', reason: 'tooLong' };
  let source: string | null = null;
  try {
    source = decompressFromEncodedURIComponent(encoded);
  } catch {
    source = null;
  }
  if (!source) return { kind: 'invalid', reason: 'undecodable' };
  if (source.length > MAX_SHARED_SOURCE_LENGTH) return { kind: 'invalid', reason: 'tooLong' };
  return { kind: 'source', source };
}

/** The hash for a source, or null when the source is too long to share. */
export function playgroundHash(source: string): string | null {
  if (source.length > MAX_SHARED_SOURCE_LENGTH) return null;
  return `#${PARAM}=${compressToEncodedURIComponent(source)}`;
}
