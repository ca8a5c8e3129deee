import { buildSearchIndex, type ExtractedPage } from './buildIndex';
import { expandTerm, prepareIndex, search } from './query';

const englishPages: ExtractedPage[] = [
  {
    url: '/x/react-data-grid/',
    title: 'Data Grid',
    sections: [
      { heading: '', anchor: '', text: 'The Data Grid has sorting, filtering and editing built in.' },
      { heading: 'Plans', anchor: 'plans', text: 'Three packages share one API.' },
    ],
  },
  {
    url: '/x/react-data-grid/editing/',
    title: 'Data Grid - Editing',
    sections: [
      { heading: '', anchor: '', text: 'The Data Grid can edit one cell at a time or a whole row.' },
      {
        heading: 'Making columns editable',
        anchor: 'making-columns-editable',
        text: 'Editing is opt-in per column: set editable on the column definition.',
      },
      { heading: 'Events', anchor: 'events', text: 'Editing events fire when a cell enters edit mode.' },
    ],
  },
  {
    url: '/x/react-date-pickers/date-picker/',
    title: 'Date Picker',
    sections: [
      { heading: '', anchor: '', text: 'The Date Picker lets users pick a date from a calendar.' },
      { heading: 'Keyboard editing', anchor: 'keyboard-editing', text: 'Typing edits the date field.' },
    ],
  },
  {
    url: '/x/api/data-grid/data-grid/',
    title: 'DataGrid API',
    sections: [{ heading: '', anchor: '', text: 'Props of the DataGrid component: rows, columns.' }],
  },
  {
    url: '/x/introduction/installation/',
    title: 'Installation',
    sections: [{ heading: '', anchor: '', text: 'Install the packages with npm.' }],
  },
];

const english = prepareIndex(buildSearchIndex(englishPages, { locale: 'en', version: 'current' }));

describe('search', () => {
  it('ranks the page titled after the query first', () => {
    const urls = search(english, 'editing').map((result) => result.url);
    expect(urls[0]).toMatch(/^\/x\/react-data-grid\/editing\//);
    expect(urls).toHaveLength(3);
  });

  it('prefers the page whose title is closest to the query among titles holding every word', () => {
    const pages: ExtractedPage[] = [
      {
        url: '/x/react-data-grid/server-side-data/row-grouping/',
        title: 'Data Grid - Server-side row grouping',
        sections: [{ heading: '', anchor: '', text: 'Row grouping on the server: row grouping by level.' }],
      },
      {
        url: '/x/react-data-grid/row-grouping/',
        title: 'Data Grid - Row grouping',
        sections: [{ heading: '', anchor: '', text: 'Group rows by the values of a column.' }],
      },
    ];
    const index = prepareIndex(buildSearchIndex(pages, { locale: 'en', version: 'current' }));
    expect(search(index, 'row grouping')[0]?.url).toBe('/x/react-data-grid/row-grouping/');
  });

  it('finds words as they are typed (prefix)', () => {
    expect(search(english, 'edi').map((result) => result.url)[0]).toMatch(/editing/);
    expect(search(english, 'instal')[0]?.url).toBe('/x/introduction/installation/');
  });

  it('ranks pages of the current product first', () => {
    const results = search(english, 'editing', { currentProduct: 'date-pickers' });
    expect(results[0]?.url).toBe('/x/react-date-pickers/date-picker/#keyboard-editing');
    expect(results[1]?.url).toMatch(/react-data-grid\/editing/);
  });

  it('ranks pages that match every word above the current product', () => {
    const results = search(english, 'grid editing', { currentProduct: 'date-pickers' });
    expect(results.slice(0, 2).every((result) => result.product === 'data-grid')).toBe(true);
  });

  it('labels API pages', () => {
    const [result] = search(english, 'props');
    expect(result).toMatchObject({ url: '/x/api/data-grid/data-grid/', api: true, product: 'data-grid' });
  });

  it('links to the best matching section and highlights its heading and excerpt', () => {
    const [result] = search(english, 'columns editable');
    expect(result?.url).toBe('/x/react-data-grid/editing/#making-columns-editable');
    expect(result?.heading).toEqual({
      text: 'Making columns editable',
      highlights: [
        [7, 14],
        [15, 23],
      ],
    });
    const { text, highlights } = result?.excerpt ?? { text: '', highlights: [] };
    const marked = highlights.map(([from, to]) => text.slice(from, to));
    expect(marked).toEqual(['editable']);
  });

  it('returns nothing for empty, punctuation-only or unknown queries', () => {
    expect(search(english, '')).toEqual([]);
    expect(search(english, '?!')).toEqual([]);
    expect(search(english, 'zzzz')).toEqual([]);
  });

  it('respects the limit', () => {
    expect(search(english, 'the', { limit: 2 })).toHaveLength(2);
  });

  it('answers from an empty index', () => {
    const empty = prepareIndex(buildSearchIndex([], { locale: 'en', version: 'current' }));
    expect(search(empty, 'grid')).toEqual([]);
  });
});

describe('Chinese search', () => {
  const chinese = prepareIndex(
    buildSearchIndex(
      [
        {
          url: '/x/zh/introduction/installation/',
          title: '安装',
          sections: [{ heading: '', anchor: '', text: '本页列出了每款产品需要安装的包。' }],
        },
        {
          url: '/x/zh/introduction/licensing/',
          title: '许可',
          sections: [{ heading: '许可证密钥', anchor: 'license-key', text: '在应用启动时注册许可证密钥。' }],
        },
      ],
      { locale: 'zh', version: 'current' },
    ),
  );

  it('finds a page by a two-character word', () => {
    expect(search(chinese, '安装')[0]?.url).toBe('/x/zh/introduction/installation/');
    expect(search(chinese, '密钥')[0]?.url).toBe('/x/zh/introduction/licensing/#license-key');
  });

  it('finds words that contain the query', () => {
    expect(expandTerm(chinese, '可').get('许可')).toBeGreaterThan(0);
  });

  it('highlights the Chinese words that matched', () => {
    const [result] = search(chinese, '安装');
    expect(result?.title.highlights).toEqual([[0, 2]]);
    const { text, highlights } = result?.excerpt ?? { text: '', highlights: [] };
    expect(highlights.map(([from, to]) => text.slice(from, to))).toEqual(['安装']);
  });
});
