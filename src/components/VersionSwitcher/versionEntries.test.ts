import { getVersionEntries, type SwitchableVersion } from './versionEntries';

function version(name: string, label: string, prefix: string, ids: string[]): SwitchableVersion {
  return {
    name,
    label,
    mainDocId: 'introduction/overview',
    docs: ids.map((id) => ({ id, path: id === 'introduction/overview' ? prefix : `${prefix}${id}/` })),
  };
}

const versions = [
  version('current', '8.0.0-alpha.1', '/x/', [
    'introduction/overview',
    'introduction/installation',
    'react-charts/bars',
  ]),
  version('7.x', 'v7', '/x/v7/', ['introduction/overview', 'introduction/installation']),
  version('4.x', 'v4', '/x/v4/', ['introduction/overview']),
];

describe('getVersionEntries', () => {
  it('marks the active version as current', () => {
    const entries = getVersionEntries(versions, '7.x', {});
    expect(entries.map((entry) => [entry.text, entry.current])).toEqual([
      ['8.0.0-alpha.1', false],
      ['v7', true],
      ['v4', false],
    ]);
  });

  it('keeps the same page where it exists and falls back to the overview elsewhere', () => {
    const entries = getVersionEntries(
      versions,
      'current',
      { current: '/x/introduction/installation/', '7.x': '/x/v7/introduction/installation/' },
      '#peer-dependencies',
    );
    expect(entries.map((entry) => entry.href)).toEqual([
      '/x/introduction/installation/#peer-dependencies',
      '/x/v7/introduction/installation/#peer-dependencies',
      '/x/v4/',
    ]);
  });

  it('keeps the language prefix that the version paths carry', () => {
    const zh = [version('current', '8.0.0-alpha.1', '/x/zh/', ['introduction/overview'])];
    expect(getVersionEntries(zh, 'current', {})[0]?.href).toBe('/x/zh/');
  });
});
