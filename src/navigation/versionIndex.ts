/**
 * The version index: for each docs version, a small JSON file in its build
 * (`<locale base>/version-docs/<name>.json`) that lists the version's pages by
 * doc id. A page of one build part (buildParts.ts) reads the other part's
 * versions from it, when a reader reaches for the version switcher or lands on
 * the 404 page, instead of carrying their route tables in every page.
 */

export interface VersionIndex {
  name: string;
  label: string;
  /** The version's root, with the base URL and locale: `/x`, `/x/zh/v7`. */
  path: string;
  mainDocId: string;
  docs: { id: string; path: string }[];
}

/** Where a version's index sits under the locale's base URL. */
export function versionIndexPath(versionName: string): string {
  return `/version-docs/${encodeURIComponent(versionName)}.json`;
}

/**
 * The index of a version as Docusaurus loads it (the docs plugin's
 * `loadedVersions`). Its main doc is the one at the version's root, where
 * every version of this site has its overview (else its first doc).
 */
export function createVersionIndex(version: {
  versionName: string;
  label: string;
  path: string;
  docs: readonly { id: string; permalink: string; unlisted?: boolean }[];
}): VersionIndex {
  const path = version.path.replace(/\/+$/, '');
  const docs = version.docs
    .filter((doc) => !doc.unlisted)
    .map((doc) => ({ id: doc.id, path: doc.permalink }));
  const main = docs.find((doc) => doc.path === `${path}/`) ?? docs[0];
  return { name: version.versionName, label: version.label, path, mainDocId: main?.id ?? '', docs };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A fetched index, checked: the version asked for, with paths under the
 * site's base URL. Anything else (a 404 page's HTML, a truncated file, a
 * foreign link) is null, and the caller keeps its fallback.
 */
export function parseVersionIndex(
  value: unknown,
  expectedName: string,
  baseUrl: string,
): VersionIndex | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, label, path, mainDocId, docs } = value as Record<string, unknown>;
  if (name !== expectedName || !isText(label) || !isText(path) || !isText(mainDocId)) return null;
  if (!Array.isArray(docs)) return null;
  const onSite = (link: string) => link.startsWith(baseUrl) && !/[\s\\]/.test(link);
  const valid = docs.every(
    (doc: unknown) =>
      typeof doc === 'object' &&
      doc !== null &&
      isText((doc as { id?: unknown }).id) &&
      isText((doc as { path?: unknown }).path) &&
      onSite((doc as { path: string }).path),
  );
  if (!valid || !onSite(`${path}/`)) return null;
  return { name, label, path, mainDocId, docs: docs as VersionIndex['docs'] };
}
