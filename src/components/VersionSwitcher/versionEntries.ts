import type { VersionEntry } from '@site/src/data/versions';
import { productById, productOfPath } from '@site/src/data/products';

/** The parts of a Docusaurus docs version the switcher reads. */
export interface SwitchableVersion {
  name: string;
  label: string;
  /** The version's base path, with the base URL and locale: `/x/v7`, `/x/zh/v7`, `/x` for the current one. */
  path: string;
  mainDocId: string;
  docs: readonly { id: string; path: string }[];
  /** True for a version of another build part whose page list could not be read: which pages it has is unknown. */
  pageListFailed?: boolean;
}

/**
 * Query parameter of a switch that could not keep the page: the path of the
 * page the reader came from. The landing page reads it to say that the page
 * does not exist in that version (VersionFallbackNotice).
 */
export const FALLBACK_PARAM = 'from';

/**
 * Added (`=1`) beside `from` when the target version's page list could not
 * be read: the link could not check whether the version has the page, and the
 * notice says that instead of saying the page does not exist there.
 */
export const UNCHECKED_PARAM = 'unchecked';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Where a reader of `fromPath` lands in a version that lacks the page: that
 * product's API overview (from an API page) or the product's page of the
 * version, when the version has it; null otherwise.
 */
export function productLanding(version: SwitchableVersion, fromPath: string): string | null {
  const { product, api } = productOfPath(fromPath);
  if (!product) return null;
  const root = version.path.replace(/\/+$/, '');
  const candidates = [
    ...(api ? [`${root}/api/${product}/`] : []),
    `${root}/${productById(product).guideSegment}/`,
  ];
  for (const candidate of candidates) {
    const found = version.docs.find((doc) => withSlash(doc.path) === candidate);
    if (found) return found.path;
  }
  return null;
}

/**
 * One entry per version. The href keeps the reader on the same page when the
 * target version has it. Otherwise, from a doc page (`fromPath`), it leads to
 * that product's page of the version (its overview when the version does not
 * have the product) and names the page left behind in `?from=`, so the
 * landing page can say the page does not exist there; never a silent jump.
 * To a version whose page list could not be read, it leads to its overview
 * with `&unchecked=1`: whether the page exists there is not known.
 */
export function getVersionEntries(
  versions: readonly SwitchableVersion[],
  activeVersionName: string | undefined,
  alternateDocPaths: Readonly<Record<string, string | undefined>>,
  { suffix = '', fromPath }: { suffix?: string; fromPath?: string } = {},
): VersionEntry[] {
  return versions.map((version) => {
    const sameDoc = alternateDocPaths[version.name];
    const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
    // A version whose pages are not listed (another build part's, before its index arrives): its root.
    const overview = mainDoc?.path ?? withSlash(version.path);
    let href: string;
    if (sameDoc) href = `${sameDoc}${suffix}`;
    else if (fromPath) {
      // A version whose page list failed lists no pages: its landing is its overview.
      const landing = productLanding(version, fromPath) ?? overview;
      const unchecked = version.pageListFailed ? `&${UNCHECKED_PARAM}=1` : '';
      href = `${landing}?${FALLBACK_PARAM}=${encodeURIComponent(fromPath)}${unchecked}`;
    } else href = overview;
    return { text: version.label, href, current: version.name === activeVersionName };
  });
}

/**
 * The page a fallback link says the reader came from, read from the landing
 * page's query: a path of this site (under its base URL), or null for a
 * missing or foreign value, which shows no notice.
 */
export function fallbackSource(search: string, baseUrl: string): string | null {
  const value = new URLSearchParams(search).get(FALLBACK_PARAM);
  if (!value || !value.startsWith(baseUrl) || value.startsWith('//') || /[\s\\]/.test(value)) return null;
  return value;
}

/** Whether the landing page's query says the switch could not check the target version's pages. */
export function fallbackUnchecked(search: string): boolean {
  return new URLSearchParams(search).get(UNCHECKED_PARAM) === '1';
}
