/**
 * Which version of its English source a translated page translates. A
 * translation records the short SHA-256 of the English file it was made from
 * in its front matter (`translated_from: "3f2a9c01b2d4"`), written by
 * `npm run translations -- --stamp <file…>`. When the English file changes
 * afterwards, or the page records nothing, the translation may be outdated:
 * the content plugin tells the page (src/components/TranslationNotice) and
 * `npm run translations` lists it.
 *
 * Paths are from the site root with `/` separators. A translated doc sits in
 * Docusaurus's layout, `i18n/<locale>/docusaurus-plugin-content-docs/<version folder>/<path>`,
 * and its English source at the same path under `docs/` (folder `current`)
 * or `versioned_docs/<version folder>/`.
 */
import { createHash } from 'node:crypto';

/** The front matter key that records the English source's hash. */
export const TRANSLATED_FROM = 'translated_from';
/** Hex digits of the SHA-256 kept: enough to tell two edits of one file apart. */
export const SOURCE_HASH_LENGTH = 12;

/**
 * The short hash of an English source file's text. Line endings are
 * normalised, so a checkout with CRLF endings gives the same hash.
 */
export function sourceHash(text: string): string {
  return createHash('sha256')
    .update(text.replace(/\r\n?/g, '\n'), 'utf8')
    .digest('hex')
    .slice(0, SOURCE_HASH_LENGTH);
}

export interface TranslatedFile {
  locale: string;
  /** Version folder: `current`, `version-7.x`… */
  versionFolder: string;
  /** Path inside the version folder: `introduction/licensing.md`. */
  path: string;
  /** The English source it translates: `docs/introduction/licensing.md`. */
  englishSource: string;
}

const TRANSLATED_DOC = /^i18n\/([^/]+)\/docusaurus-plugin-content-docs\/([^/]+)\/(.+\.mdx?)$/;

/** A translated doc file's locale, version and English source; null for any other path. */
export function translatedFile(file: string): TranslatedFile | null {
  const match = TRANSLATED_DOC.exec(file);
  if (!match) return null;
  const [, locale = '', versionFolder = '', path = ''] = match;
  const englishRoot = versionFolder === 'current' ? 'docs' : `versioned_docs/${versionFolder}`;
  return { locale, versionFolder, path, englishSource: `${englishRoot}/${path}` };
}

/**
 * - `up-to-date`: the recorded hash is the English source's current one;
 * - `outdated`: the English source changed since the translation was stamped;
 * - `unstamped`: the translation records no hash, so nobody knows.
 */
export type TranslationState = 'up-to-date' | 'outdated' | 'unstamped';

export function translationState(
  frontMatter: Record<string, unknown>,
  englishHash: string,
): TranslationState {
  const recorded = frontMatter[TRANSLATED_FROM];
  if (recorded === undefined || recorded === null || recorded === '') return 'unstamped';
  return String(recorded) === englishHash ? 'up-to-date' : 'outdated';
}

export class StampError extends Error {
  override name = 'StampError';
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(\r?\n|$)/;
const STAMP_LINE = new RegExp(`^${TRANSLATED_FROM}[ \\t]*:[^\\r\\n]*`, 'm');

/**
 * The text of a translated file with `translated_from` set to `hash`: the
 * line is replaced where it exists, added at the end of the front matter
 * otherwise, and a front matter block is added to a file that has none.
 * Nothing else in the file changes. The value is quoted, so a hash made of
 * digits stays a string in YAML.
 */
export function stampFrontMatter(text: string, hash: string): string {
  if (!/^[0-9a-f]+$/.test(hash)) throw new StampError(`"${hash}" is not a hex hash.`);
  const line = `${TRANSLATED_FROM}: "${hash}"`;
  const block = FRONT_MATTER.exec(text);
  if (!block) return `---\n${line}\n---\n\n${text}`;
  const [whole, body = ''] = block;
  const newline = whole.includes('\r\n') ? '\r\n' : '\n';
  const stamped = STAMP_LINE.test(body) ? body.replace(STAMP_LINE, line) : `${body}${line}${newline}`;
  const opening = whole.slice(0, whole.indexOf('\n') + 1);
  const closing = whole.slice(opening.length + body.length);
  return `${opening}${stamped}${closing}${text.slice(whole.length)}`;
}

/**
 * What the content plugin gives every page of a locale build (global data of
 * the `x-docs-content` plugin):
 * - the translated pages that may be outdated, each doc permalink mapped to its
 *   English page's URL path;
 * - in a build of a locale other than the default, the permalink of every doc
 *   that has a translation: the others show their English text, with a notice
 *   (src/components/TranslationNotice). Null in the default locale's build.
 */
export interface TranslationGlobalData {
  outdatedTranslations: Record<string, string>;
  translatedPages: string[] | null;
}

/** A doc as the docs plugin loaded it: its file from the site root, front matter and permalink. */
export interface LoadedDocFile {
  source: string;
  frontMatter: Record<string, unknown>;
  permalink: string;
}

export interface DocTranslation extends TranslatedFile {
  source: string;
  permalink: string;
  state: TranslationState;
}

/**
 * The translated docs among the docs of a locale build, each with its state.
 * `readEnglish` returns an English source's text (null when it is missing: a
 * translation of a page that no longer exists, which Docusaurus does not build).
 */
export function docTranslations(
  docs: readonly LoadedDocFile[],
  readEnglish: (englishSource: string) => string | null,
): DocTranslation[] {
  return docs.flatMap((doc) => {
    const file = translatedFile(doc.source);
    if (!file) return [];
    const english = readEnglish(file.englishSource);
    if (english === null) return [];
    const state = translationState(doc.frontMatter, sourceHash(english));
    return [{ ...file, source: doc.source, permalink: doc.permalink, state }];
  });
}

/**
 * The English URL path of a page of a locale build: the locale's base URL
 * (`/x/zh/`) replaced by the default locale's (`/x/`).
 */
export function englishPermalink(permalink: string, localeBaseUrl: string, defaultBaseUrl: string): string {
  return permalink.startsWith(localeBaseUrl)
    ? `${defaultBaseUrl}${permalink.slice(localeBaseUrl.length)}`
    : permalink;
}
