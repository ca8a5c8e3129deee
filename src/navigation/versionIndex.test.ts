import { createVersionIndex, parseVersionIndex, versionIndexPath } from './versionIndex';

const v7 = createVersionIndex({
  versionName: '7.x',
  label: 'v7',
  path: '/x/v7/',
  docs: [
    { id: 'react-data-grid/editing', permalink: '/x/v7/react-data-grid/editing/' },
    { id: 'introduction/overview', permalink: '/x/v7/' },
    { id: 'drafts/hidden', permalink: '/x/v7/drafts/hidden/', unlisted: true },
  ],
});

describe('version index', () => {
  it('lists the listed pages of a version by doc id, the one at its root as its main doc', () => {
    expect(v7).toEqual({
      name: '7.x',
      label: 'v7',
      path: '/x/v7',
      mainDocId: 'introduction/overview',
      docs: [
        { id: 'react-data-grid/editing', path: '/x/v7/react-data-grid/editing/' },
        { id: 'introduction/overview', path: '/x/v7/' },
      ],
    });
    expect(versionIndexPath('7.x')).toBe('/version-docs/7.x.json');
  });

  it('reads back what it wrote', () => {
    expect(parseVersionIndex(JSON.parse(JSON.stringify(v7)), '7.x', '/x/')).toEqual(v7);
  });

  it('refuses another version, a foreign link, or something that is no index', () => {
    expect(parseVersionIndex(v7, '6.x', '/x/')).toBeNull();
    expect(
      parseVersionIndex({ ...v7, docs: [{ id: 'a', path: 'https://evil.example/' }] }, '7.x', '/x/'),
    ).toBeNull();
    expect(parseVersionIndex({ ...v7, docs: 'all' }, '7.x', '/x/')).toBeNull();
    expect(parseVersionIndex('<!doctype html>', '7.x', '/x/')).toBeNull();
    expect(parseVersionIndex(null, '7.x', '/x/')).toBeNull();
  });
});
