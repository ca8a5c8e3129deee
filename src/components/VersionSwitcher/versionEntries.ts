import type { VersionEntry } from '@site/src/data/versions';
import { productById, productOfPath } from '@site/src/data/products';
import { normalizePath, versionOfPath } from '@site/src/navigation/versionPaths';

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
    const found = version.docs.find((doc) => normalizePath(doc.path) === candidate);
    if (found) return found.path;
  }
  return null;
}

/**
 * One entry per version. The href keeps the reader on the same page when the
 * target version has it. Otherwise, from a doc page (`fromPath`), it leads to
 * that product's page of the version (its overview when the version does not
 * have the product, or when its pages are not listed yet) and names the page
 * left behind in `?from=`. The landing page checks again (`fallbackOutcome`):
 * it moves on to the same page when the version has it after all (a link
 * followed before the version's page list had arrived, e.g. into a new tab),
 * and otherwise says the page does not exist there; never a silent jump.
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
    const overview = mainDoc?.path ?? normalizePath(version.path);
    let href: string;
    if (sameDoc) href = `${sameDoc}${suffix}`;
    else if (fromPath) {
      // A version whose pages are not listed (not yet, or its list failed) lands on its overview.
      const landing = productLanding(version, fromPath) ?? overview;
      href = `${landing}?${FALLBACK_PARAM}=${encodeURIComponent(fromPath)}`;
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

/**
 * What the landing page of a fallback link shows, once the pages of the
 * version the reader came from and of its own version are known:
 * - `same-page`: its version has the page after all (the same doc id), at `path`;
 * - `missing`: it does not, as the notice says;
 * - `unchecked`: the page list of the version the reader came from could not
 *   be read, so whether the page exists here is unknown.
 */
export type FallbackOutcome =
  | { kind: 'same-page'; path: string }
  | { kind: 'missing' }
  | { kind: 'unchecked' };

export function fallbackOutcome(
  versions: readonly SwitchableVersion[],
  from: string,
  landingVersionName: string,
): FallbackOutcome {
  const fromPath = normalizePath(from);
  const fromVersion = versionOfPath(fromPath, versions);
  const landing = versions.find((version) => version.name === landingVersionName);
  if (!fromVersion || !landing) return { kind: 'missing' };
  if (fromVersion.pageListFailed) return { kind: 'unchecked' };
  const doc = fromVersion.docs.find((candidate) => normalizePath(candidate.path) === fromPath);
  const same = doc && landing.docs.find((candidate) => candidate.id === doc.id);
  return same ? { kind: 'same-page', path: normalizePath(same.path) } : { kind: 'missing' };
}
