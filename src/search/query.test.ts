import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGlossary } from '../content/glossary';
import { buildSearchIndex, type ExtractedPage } from './buildIndex';
import { pageNames } from './pageLabels';
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

describe('Chinese search of pages by their Chinese names (pageLabels.ts)', () => {
  const glossary = parseGlossary(
    readFileSync(join(__dirname, '..', '..', 'i18n', 'zh', 'GLOSSARY.md'), 'utf8'),
  );

  /** A page as the zh build indexes it: translated pages have Chinese text, untranslated ones English. */
  function page(
    url: string,
    title: string,
    text: string,
    sidebar: { label?: string; categories: string[] },
  ): ExtractedPage {
    const names = pageNames(
      { title, sidebarLabel: sidebar.label, categoryLabels: sidebar.categories },
      glossary,
    );
    return { url, title, sections: [{ heading: '', anchor: '', text }], ...names };
  }

  const grid = ['Data Grid'];
  const pickers = ['日期和时间选择器', '组件'];
  const index = prepareIndex(
    buildSearchIndex(
      [
        page(
          '/x/zh/react-data-grid/row-grouping/',
          'Data Grid - 行分组',
          '行分组按一列或多列的值把行归入分组。',
          {
            label: '行分组',
            categories: [...grid, '分组与透视'],
          },
        ),
        page(
          '/x/zh/react-data-grid/server-side-data/row-grouping/',
          'Data Grid - Server-side row grouping',
          'The server returns the groups of each level.',
          { label: 'Row grouping', categories: [...grid, '服务端数据'] },
        ),
        page('/x/zh/react-data-grid/tree-data/', 'Data Grid - 树形数据', '树形数据用父子关系展示行。', {
          label: '树形数据',
          categories: [...grid, '分组与透视'],
        }),
        page('/x/zh/react-charts/overview/', 'Charts - 概览', '条形图、折线图和饼图都由系列描述。', {
          label: '概览',
          categories: ['Charts'],
        }),
        page('/x/zh/react-charts/pie/', 'Charts - Pie', 'A pie chart shows the parts of a whole.', {
          label: 'Pie overview',
          categories: ['Charts', '饼图'],
        }),
        page('/x/zh/react-charts/pie-demo/', 'Charts - Pie demos', 'Donuts and half pies.', {
          label: 'Demo',
          categories: ['Charts', '饼图'],
        }),
        page('/x/zh/react-date-pickers/date-picker/', 'Date Picker', 'Pick one date from a calendar.', {
          label: 'Date Picker',
          categories: [...pickers, '日期组件'],
        }),
        page(
          '/x/zh/react-date-pickers/date-range-picker/',
          'Date Range Picker',
          'Pick a start and an end date.',
          {
            label: 'Date Range Picker',
            categories: [...pickers, '日期范围组件'],
          },
        ),
        page('/x/zh/react-date-pickers/date-range-field/', 'Date Range Field', 'Type a date range.', {
          label: 'Date Range Field',
          categories: [...pickers, '日期范围组件'],
        }),
        page(
          '/x/zh/react-tree-view/rich-tree-view/lazy-loading/',
          'Rich Tree View - Lazy loading',
          'Load the children of an item when it is expanded.',
          { label: 'Lazy loading', categories: ['Tree View', 'Rich Tree View'] },
        ),
        page(
          '/x/zh/api/tree-view/rich-tree-view/',
          'RichTreeView API',
          'Props of the RichTreeView component.',
          {
            categories: ['Tree View', 'API 参考'],
          },
        ),
      ],
      { locale: 'zh', version: 'current' },
    ),
  );

  const urls = (query: string) => search(index, query).map((result) => result.url.split('#')[0]);

  it('finds an untranslated page by the glossary term of its English title (行分组)', () => {
    const found = urls('行分组');
    expect(found[0]).toBe('/x/zh/react-data-grid/row-grouping/');
    expect(found).toContain('/x/zh/react-data-grid/server-side-data/row-grouping/');
  });

  it('finds the pages of a sidebar category by its Chinese label, before pages that only mention it (饼图)', () => {
    expect(urls('饼图').slice(0, 2).sort()).toEqual([
      '/x/zh/react-charts/pie-demo/',
      '/x/zh/react-charts/pie/',
    ]);
    expect(urls('饼图')).toContain('/x/zh/react-charts/overview/');
  });

  it('ranks the pages named by every word of the query first (日期范围)', () => {
    expect(urls('日期范围').slice(0, 2).sort()).toEqual([
      '/x/zh/react-date-pickers/date-range-field/',
      '/x/zh/react-date-pickers/date-range-picker/',
    ]);
  });

  it('finds the Tree View guides by the Chinese term of the product, guides before API pages (树形视图)', () => {
    const found = urls('树形视图');
    expect(found.slice(0, 2)).toEqual([
      '/x/zh/react-tree-view/rich-tree-view/lazy-loading/',
      '/x/zh/api/tree-view/rich-tree-view/',
    ]);
    // 树形数据 shares two of the three words: it comes after the pages that have all three.
    expect(found.indexOf('/x/zh/react-data-grid/tree-data/')).toBeGreaterThan(1);
  });

  it('shows the English title of an untranslated page', () => {
    const [result] = search(index, '饼图');
    expect(result?.title.text).toMatch(/^Charts - Pie/);
  });
});
