import {
  fallbackOutcome,
  fallbackSource,
  FALLBACK_PARAM,
  getVersionEntries,
  productLanding,
  type SwitchableVersion,
} from './versionEntries';

function version(name: string, label: string, prefix: string, ids: string[]): SwitchableVersion {
  // Like the real docs: the introduction overview is the version's root, an overview or index its folder.
  const slug = (id: string) => {
    if (id === 'introduction/overview') return '';
    const folder = /^(.*)\/(overview|index)$/.exec(id)?.[1];
    return `${folder ?? id}/`;
  };
  return {
    name,
    label,
    path: prefix.replace(/\/$/, ''),
    mainDocId: 'introduction/overview',
    docs: ids.map((id) => ({ id, path: `${prefix}${slug(id)}` })),
  };
}

const versions = [
  version('current', '8.0.0-alpha.1', '/x/', [
    'introduction/overview',
    'introduction/installation',
    'react-charts/bars',
    'react-data-grid/overview',
    'react-data-grid/editing',
    'api/data-grid/index',
    'api/data-grid/data-grid-premium',
  ]),
  version('7.x', 'v7', '/x/v7/', [
    'introduction/overview',
    'introduction/installation',
    'react-data-grid/overview',
    'api/data-grid/index',
  ]),
  version('5.x', 'v5', '/x/v5/', ['introduction/overview', 'react-data-grid/overview']),
  version('4.x', 'v4', '/x/v4/', ['introduction/overview']),
];

const from = (path: string) => `?${FALLBACK_PARAM}=${encodeURIComponent(path)}`;

describe('getVersionEntries', () => {
  it('marks the active version as current', () => {
    const entries = getVersionEntries(versions, '7.x', {});
    expect(entries.map((entry) => [entry.text, entry.current])).toEqual([
      ['8.0.0-alpha.1', false],
      ['v7', true],
      ['v5', false],
      ['v4', false],
    ]);
  });

  it('keeps the same page, with its query and hash, where it exists', () => {
    const entries = getVersionEntries(
      versions,
      'current',
      { current: '/x/introduction/installation/', '7.x': '/x/v7/introduction/installation/' },
      { suffix: '#peer-dependencies', fromPath: '/x/introduction/installation/' },
    );
    expect(entries.map((entry) => entry.href).slice(0, 2)).toEqual([
      '/x/introduction/installation/#peer-dependencies',
      '/x/v7/introduction/installation/#peer-dependencies',
    ]);
  });

  it("leads from a missing guide to that product's page of the version, naming the page left", () => {
    const page = '/x/react-data-grid/editing/';
    const entries = getVersionEntries(versions, 'current', { current: page }, { fromPath: page });
    expect(entries.map((entry) => entry.href)).toEqual([
      page,
      `/x/v7/react-data-grid/${from(page)}`,
      `/x/v5/react-data-grid/${from(page)}`,
      // v4 has no Data Grid page: its overview, still with the notice.
      `/x/v4/${from(page)}`,
    ]);
  });

  it("leads from a missing API page to the product's API overview, else its guide page", () => {
    const page = '/x/api/data-grid/data-grid-premium/';
    const entries = getVersionEntries(versions, 'current', { current: page }, { fromPath: page });
    expect(entries[1]?.href).toBe(`/x/v7/api/data-grid/${from(page)}`);
    expect(entries[2]?.href).toBe(`/x/v5/react-data-grid/${from(page)}`);
  });

  it('goes to the overview without a notice when the reader is not on a doc', () => {
    const entries = getVersionEntries(versions, undefined, {});
    expect(entries.map((entry) => entry.href)).toEqual(['/x/', '/x/v7/', '/x/v5/', '/x/v4/']);
  });

  it('keeps the language prefix that the version paths carry', () => {
    const zh = [
      version('current', '8.0.0-alpha.1', '/x/zh/', ['introduction/overview', 'react-charts/overview']),
    ];
    expect(getVersionEntries(zh, 'current', {})[0]?.href).toBe('/x/zh/');
    expect(productLanding(zh[0] as SwitchableVersion, '/x/zh/v7/react-charts/bars/')).toBe(
      '/x/zh/react-charts/',
    );
  });
});

describe('a version whose pages are not listed (its page list not arrived yet, or failed)', () => {
  const [current] = versions;
  if (!current) throw new Error('no current version in the fixture');
  const unlisted: SwitchableVersion = { name: '7.x', label: 'v7', path: '/x/v7', mainDocId: '', docs: [] };

  it('leads to its overview, naming the page left behind, from a doc page', () => {
    for (const v7 of [unlisted, { ...unlisted, pageListFailed: true }]) {
      const [, entry] = getVersionEntries(
        [current, v7],
        'current',
        {},
        { fromPath: '/x/react-data-grid/editing/' },
      );
      expect(entry?.href).toBe(`/x/v7/${from('/x/react-data-grid/editing/')}`);
    }
  });

  it('leads to its overview with no notice from a page outside the docs', () => {
    const [, v7] = getVersionEntries([current, unlisted], 'current', {});
    expect(v7?.href).toBe('/x/v7/');
  });
});

describe('fallbackOutcome (the landing page checks for itself)', () => {
  it('moves on to the same page (by doc id) when the landing version has it after all', () => {
    expect(fallbackOutcome(versions, '/x/introduction/installation/', '7.x')).toEqual({
      kind: 'same-page',
      path: '/x/v7/introduction/installation/',
    });
    // A query or hash of the page left behind does not matter.
    expect(fallbackOutcome(versions, '/x/react-data-grid/?tab=1#demo', '7.x')).toEqual({
      kind: 'same-page',
      path: '/x/v7/react-data-grid/',
    });
  });

  it('says missing when the landing version lacks the page, or when the page is not in its own version', () => {
    expect(fallbackOutcome(versions, '/x/react-data-grid/editing/', '7.x')).toEqual({ kind: 'missing' });
    expect(fallbackOutcome(versions, '/x/no-such-page/', '7.x')).toEqual({ kind: 'missing' });
    expect(fallbackOutcome(versions, '/x/introduction/installation/', 'no-such-version')).toEqual({
      kind: 'missing',
    });
  });

  it('says unchecked when the page list of the version the reader came from could not be read', () => {
    const [current, v7] = versions;
    if (!current || !v7) throw new Error('fixture');
    const failed = { ...current, docs: [], pageListFailed: true };
    expect(fallbackOutcome([failed, v7], '/x/introduction/installation/', '7.x')).toEqual({
      kind: 'unchecked',
    });
  });
});

describe('fallbackSource', () => {
  it('reads a path of this site', () => {
    expect(fallbackSource(from('/x/react-data-grid/editing/'), '/x/')).toBe('/x/react-data-grid/editing/');
    expect(fallbackSource(from('/x/zh/react-charts/'), '/x/zh/')).toBe('/x/zh/react-charts/');
  });

  it('ignores a missing, foreign or malformed value', () => {
    expect(fallbackSource('', '/x/')).toBeNull();
    expect(fallbackSource(from('https://elsewhere.example/x/'), '/x/')).toBeNull();
    expect(fallbackSource(from('//elsewhere.example/x/'), '/x/')).toBeNull();
    expect(fallbackSource(from('/x/a b/'), '/x/')).toBeNull();
    expect(fallbackSource(from('/y/page/'), '/x/')).toBeNull();
  });
});
