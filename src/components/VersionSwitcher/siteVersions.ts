/**
 * Every docs version of the site, as the switcher, the 404 page and the
 * archived versions' banner need them. The versions of this build part come
 * from Docusaurus (`useVersions`); those of the other part
 * (src/navigation/buildParts.ts) are named by `src/data/versions.ts` and their
 * pages are read from their version index (src/navigation/versionIndex.ts)
 * once `request()` is called: when the reader reaches for a link that needs
 * them. Until then, or when the index cannot be read, such a version has no
 * pages listed and links lead to its overview.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SITE_VERSIONS } from '@site/src/data/versions';
import { parseVersionIndex, versionIndexPath, type VersionIndex } from '@site/src/navigation/versionIndex';
import type { SwitchableVersion } from './versionEntries';

export interface SiteVersion extends SwitchableVersion {
  /** False for a version of the other build part whose index has not been read (yet). */
  listed: boolean;
}

type Loaded = VersionIndex | 'failed';

/** Index URL → its version, or 'failed'. Replaced, not mutated, so it is its own snapshot. */
let loaded: ReadonlyMap<string, Loaded> = new Map();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function settle(url: string, value: Loaded) {
  loaded = new Map(loaded).set(url, value);
  listeners.forEach((listener) => listener());
}

function loadIndex(url: string, name: string, baseUrl: string): Promise<void> {
  if (loaded.has(url)) return Promise.resolve();
  const running = pending.get(url);
  if (running) return running;
  const promise = fetch(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => settle(url, parseVersionIndex(body, name, baseUrl) ?? 'failed'))
    .catch(() => settle(url, 'failed'))
    .finally(() => pending.delete(url));
  pending.set(url, promise);
  return promise;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => loaded;
const getServerSnapshot = (): ReadonlyMap<string, Loaded> => new Map();

/** The site's versions in switcher order (current first), by name, label and root. */
function siteVersionNames(baseUrl: string): { name: string; label: string; path: string }[] {
  return SITE_VERSIONS.map((version) => ({
    ...version,
    path: `${baseUrl}${version.path}`.replace(/\/+$/, ''),
  }));
}

export interface SiteVersions {
  versions: SiteVersion[];
  /** Reads the other part's version indexes; resolves, once each has loaded or failed, to the versions then. */
  request: () => Promise<SiteVersion[]>;
  /** True once no version waits for its index. */
  settled: boolean;
}

const indexUrl = (baseUrl: string, name: string) => `${baseUrl}${versionIndexPath(name).slice(1)}`;

function siteVersions(
  inBuild: readonly SwitchableVersion[],
  baseUrl: string,
  snapshot: ReadonlyMap<string, Loaded>,
): SiteVersion[] {
  return siteVersionNames(baseUrl).map((named): SiteVersion => {
    const own = inBuild.find((candidate) => candidate.name === named.name);
    if (own) return { ...own, listed: true };
    const index = snapshot.get(indexUrl(baseUrl, named.name));
    if (index && index !== 'failed') return { ...index, listed: true };
    return { ...named, mainDocId: '', docs: [], listed: false };
  });
}

export function useSiteVersions(): SiteVersions {
  const inBuild = useVersions(undefined);
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const outside = siteVersionNames(baseUrl).filter(
    (version) => !inBuild.some((candidate) => candidate.name === version.name),
  );
  const request = useCallback(
    () =>
      Promise.all(
        siteVersionNames(baseUrl)
          .filter((version) => !inBuild.some((candidate) => candidate.name === version.name))
          .map((version) => loadIndex(indexUrl(baseUrl, version.name), version.name, baseUrl)),
      ).then(() => siteVersions(inBuild, baseUrl, loaded)),
    [baseUrl, inBuild],
  );
  return {
    versions: siteVersions(inBuild, baseUrl, snapshot),
    request,
    settled: outside.every((version) => snapshot.has(indexUrl(baseUrl, version.name))),
  };
}

/** Test hook: forget every index read so far. */
export function resetSiteVersionsForTests(): void {
  loaded = new Map();
  pending.clear();
}
