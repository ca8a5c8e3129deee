import {
  DuplicatePathnameError,
  assertUniquePathnames,
  collectPathnames,
  type NavigationItem,
} from './uniquePathnames';

const permalinks: Record<string, string> = {
  'introduction/overview': '/x/',
  'react-data-grid/editing': '/x/react-data-grid/editing/',
  'react-data-grid/overview': '/x/react-data-grid/',
};
const permalinkOf = (id: string) => permalinks[id] ?? `?${id}`;

const tree: NavigationItem[] = [
  { type: 'doc', id: 'introduction/overview' },
  {
    type: 'category',
    link: { type: 'doc', id: 'react-data-grid/overview' },
    items: [
      { type: 'doc', id: 'react-data-grid/editing' },
      { type: 'link', href: '/introduction/roadmap/#charts-funnel' },
      { type: 'html' },
    ],
  },
];

describe('navigation pathnames', () => {
  it('collects docs, category links and plain links, in order', () => {
    expect(collectPathnames(tree, permalinkOf)).toEqual([
      '/x/',
      '/x/react-data-grid/',
      '/x/react-data-grid/editing/',
      '/introduction/roadmap/#charts-funnel',
    ]);
  });

  it('accepts a tree where every pathname is unique', () => {
    expect(() => assertUniquePathnames('8.0.0-alpha.1', { docs: tree }, permalinkOf)).not.toThrow();
  });

  it('names the duplicated pathname and the version', () => {
    const duplicated: NavigationItem[] = [...tree, { type: 'doc', id: 'react-data-grid/editing' }];
    expect(() => assertUniquePathnames('v7', { docs: duplicated }, permalinkOf)).toThrow(
      'Duplicate pathname "/x/react-data-grid/editing/" in the navigation tree of version v7.',
    );
  });

  it('finds duplicates across two sidebars of one version', () => {
    const other: NavigationItem[] = [{ type: 'doc', id: 'introduction/overview' }];
    expect(() => assertUniquePathnames('v6', { docs: tree, other }, permalinkOf)).toThrow(
      DuplicatePathnameError,
    );
  });
});
