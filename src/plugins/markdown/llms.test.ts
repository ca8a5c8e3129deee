import { llmsFullTxt, llmsTxt, sidebarPlaces, sidebarSections, type SidebarItem } from './llms';

const SIDEBAR: SidebarItem[] = [
  { type: 'category', label: 'Introduction', items: [{ type: 'doc', id: 'introduction/overview' }] },
  {
    type: 'category',
    label: 'Data Grid',
    items: [
      { type: 'doc', id: 'react-data-grid/overview' },
      { type: 'doc', id: 'react-data-grid/quickstart' },
      {
        type: 'category',
        label: 'Columns',
        items: [
          { type: 'doc', id: 'react-data-grid/column-definition' },
          {
            type: 'category',
            label: 'Recipes',
            items: [{ type: 'doc', id: 'react-data-grid/column-recipes' }],
          },
        ],
      },
      { type: 'doc', id: 'react-data-grid/sorting' },
      { type: 'link', label: 'Roadmap' },
      {
        type: 'category',
        label: 'API reference',
        link: { type: 'doc', id: 'api/data-grid/index' },
        items: [{ type: 'doc', id: 'api/data-grid/data-grid' }],
      },
    ],
  },
  {
    type: 'category',
    label: 'Migration',
    items: [
      {
        type: 'category',
        label: 'Upgrade to v8',
        items: [{ type: 'doc', id: 'migration/migration-data-grid-v7' }],
      },
    ],
  },
];

const link = (id: string) => ({
  title: id,
  url: `https://docs.example/x/${id}.md`,
  description: `About ${id}`,
});

describe('sidebarSections', () => {
  it("follows the sidebar: the product group's categories, its own pages first, then pages elsewhere", () => {
    const sections = sidebarSections(
      sidebarPlaces(SIDEBAR),
      'Data Grid',
      (id) => (id.includes('data-grid') ? link(id) : null),
      { title: 'Other pages', ids: ['react-data-grid/hidden'] },
    );
    expect(sections.map(({ title, links }) => [title, links.map((entry) => entry.title)])).toEqual([
      ['Data Grid', ['react-data-grid/overview', 'react-data-grid/quickstart', 'react-data-grid/sorting']],
      ['Columns', ['react-data-grid/column-definition', 'react-data-grid/column-recipes']],
      ['API reference', ['api/data-grid/index', 'api/data-grid/data-grid']],
      ['Migration', ['migration/migration-data-grid-v7']],
      ['Other pages', ['react-data-grid/hidden']],
    ]);
  });
});

describe('llmsTxt', () => {
  it('writes the llmstxt.org layout: title, quoted summary, details, sections of links, Optional last', () => {
    const text = llmsTxt({
      title: 'MUI X Data Grid',
      summary: 'React data grid\nin three packages.',
      details: ['Full text: https://docs.example/x/react-data-grid/llms-full.txt.'],
      sections: [
        {
          title: 'Columns',
          links: [
            {
              title: 'Column [definition]',
              url: 'https://docs.example/a.md',
              description: 'How\ncolumns work.',
            },
          ],
        },
        { title: 'Empty', links: [] },
      ],
      optional: [{ title: 'MUI X v7', url: 'https://docs.example/x/v7/llms.txt' }],
    });
    expect(text).toBe(
      [
        '# MUI X Data Grid',
        '',
        '> React data grid in three packages.',
        '',
        'Full text: https://docs.example/x/react-data-grid/llms-full.txt.',
        '',
        '## Columns',
        '',
        '- [Column \\[definition\\]](https://docs.example/a.md): How columns work.',
        '',
        '## Optional',
        '',
        '- [MUI X v7](https://docs.example/x/v7/llms.txt)',
        '',
      ].join('\n'),
    );
  });

  it('concatenates whole pages for llms-full.txt', () => {
    expect(
      llmsFullTxt({ title: 'MUI X Charts', summary: 'Charts.' }, [
        '# Bars\n\nBars.\n',
        '# Lines\n\nLines.\n',
      ]),
    ).toBe('# MUI X Charts\n\n> Charts.\n\n---\n\n# Bars\n\nBars.\n\n---\n\n# Lines\n\nLines.\n');
  });
});
