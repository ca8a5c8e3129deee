/**
 * The feedback payload (schema: scripts/feedback-receiver/feedback.schema.json,
 * which the receiver validates against): building it from what the reader
 * chose, and the rules for the comment.
 */
import schema from '@site/scripts/feedback-receiver/feedback.schema.json';

export type Rating = 'yes' | 'no';

export interface FeedbackPayload {
  id: string;
  page: string;
  version: string;
  language: string;
  rating: Rating;
  comment: string;
  section?: string;
}

/** Where the feedback is about: the same for every submission on one page. */
export interface PageContext {
  page: string;
  version: string;
  language: string;
}

/** At most this many characters (Unicode code points) after trimming. */
export const COMMENT_MAX_LENGTH: number = schema.properties.comment.maxLength;
const SECTION_PATTERN = new RegExp(schema.properties.section.pattern, 'u');
const SECTION_MAX_LENGTH: number = schema.properties.section.maxLength;

/** Length of the comment as the receiver counts it: code points of the trimmed text. */
export function commentLength(comment: string): number {
  return Array.from(comment.trim()).length;
}

export function isCommentTooLong(comment: string): boolean {
  return commentLength(comment) > COMMENT_MAX_LENGTH;
}

/** A version 4 UUID from `getRandomValues`, which (unlike `randomUUID`) also exists on plain-http previews. */
export function randomId(source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = Array.from(source.getRandomValues(new Uint8Array(16)));
  // Version 4 in the high nibble of byte 6, variant 10xx in byte 8.
  const hex = bytes
    .map((byte, index) => (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The page's path in the default language, so one page has one path whatever
 * language it was read in: `/x/zh/react-data-grid/` becomes `/x/react-data-grid/`.
 * With the site's `trailingSlash` setting, the slash matches the served URL.
 */
export function canonicalPagePath(
  permalink: string,
  localeBaseUrl: string,
  defaultBaseUrl: string,
  trailingSlash?: boolean,
): string {
  let path = permalink.replace(/[?#].*$/, '');
  if (path.startsWith(localeBaseUrl)) path = defaultBaseUrl + path.slice(localeBaseUrl.length);
  if (trailingSlash === true && !path.endsWith('/')) path += '/';
  if (trailingSlash === false && path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** The heading id the reader came from (`#peer-dependencies`), if the URL names one. */
export function sectionFromHash(hash: string): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  return id !== '' && SECTION_PATTERN.test(id) && Array.from(id).length <= SECTION_MAX_LENGTH
    ? id
    : undefined;
}

export type BuildResult = { ok: true; payload: FeedbackPayload } | { ok: false; reason: 'commentTooLong' };

export function buildPayload(input: {
  id: string;
  context: PageContext;
  rating: Rating;
  comment: string;
  section?: string;
}): BuildResult {
  if (isCommentTooLong(input.comment)) return { ok: false, reason: 'commentTooLong' };
  const payload: FeedbackPayload = {
    id: input.id,
    page: input.context.page,
    version: input.context.version,
    language: input.context.language,
    rating: input.rating,
    comment: input.comment.trim(),
  };
  const section = input.section === undefined ? undefined : sectionFromHash(input.section);
  if (section !== undefined) payload.section = section;
  return { ok: true, payload };
}
