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
import { useCallback, useMemo, useSyncExternalStore, type MouseEvent } from 'react';
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

/**
 * No index read yet: the server's snapshot and the browser's first one. They must be the same
 * value, or React renders every reader of the store again, synchronously, right after hydration.
 */
const NOTHING_LOADED: ReadonlyMap<string, Loaded> = new Map();
/** Index URL → its version, or 'failed'. Replaced, not mutated, so it is its own snapshot. */
let loaded = NOTHING_LOADED;
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
const getServerSnapshot = () => NOTHING_LOADED;

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
  /** Handlers for a link that needs the indexes: they start reading them when the reader reaches for it. */
  intent: { onMouseEnter: () => void; onFocus: () => void; onTouchStart: () => void };
  /**
   * For a click on a link into `version`: when its index is still on its way,
   * the click waits for it, then loads the page `hrefOf` gives with every
   * index read; otherwise the link is followed as it is. A click that opens a
   * new tab or window (a modifier key, a button other than the main one) is
   * left to the browser: the page it opens checks for itself (FallbackNotice.tsx).
   */
  follow: (event: MouseEvent, version: SiteVersion, hrefOf: (versions: SiteVersion[]) => string) => void;
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
    return { ...named, mainDocId: '', docs: [], listed: false, pageListFailed: index === 'failed' };
  });
}

/** The names of the versions another build part holds. */
const outsideNames = (inBuild: readonly SwitchableVersion[]) =>
  SITE_VERSIONS.map((version) => version.name).filter(
    (name) => !inBuild.some((candidate) => candidate.name === name),
  );

export function useSiteVersions(): SiteVersions {
  const inBuild = useVersions(undefined);
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const outside = useMemo(() => outsideNames(inBuild), [inBuild]);
  const request = useCallback(
    () =>
      Promise.all(outside.map((name) => loadIndex(indexUrl(baseUrl, name), name, baseUrl))).then(() =>
        siteVersions(inBuild, baseUrl, loaded),
      ),
    [baseUrl, inBuild, outside],
  );
  const settled = outside.every((name) => snapshot.has(indexUrl(baseUrl, name)));
  const reach = () => void request();
  return {
    versions: siteVersions(inBuild, baseUrl, snapshot),
    request,
    settled,
    intent: { onMouseEnter: reach, onFocus: reach, onTouchStart: reach },
    follow: (event, version, hrefOf) => {
      if (version.listed || settled) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void request().then((versions) => window.location.assign(hrefOf(versions)));
    },
  };
}

/** Test hook: forget every index read so far. */
export function resetSiteVersionsForTests(): void {
  loaded = NOTHING_LOADED;
  pending.clear();
}
