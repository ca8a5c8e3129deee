/** @jest-environment node */
import { checkFailures, needsNoTranslation, pageCoverage, stringCoverage, type PageInput } from './coverage';
import { formatCoverage } from './report';

describe('needsNoTranslation', () => {
  it('lets product and brand names stay in English, alone or with a plan', () => {
    for (const name of [
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'MUI X',
      'Rich Tree View',
    ]) {
      expect(needsNoTranslation(name)).toBe(true);
    }
    expect(needsNoTranslation('Data Grid Premium')).toBe(true);
    expect(needsNoTranslation('Charts Pro')).toBe(true);
  });

  it('lets version labels, code names and bare placeholders stay as they are', () => {
    expect(needsNoTranslation('v7')).toBe(true);
    expect(needsNoTranslation('8.0.0-alpha.1')).toBe(true);
    expect(needsNoTranslation('AiAssistantPanelTrigger – GridColumnMenuAggregationItem')).toBe(true);
    expect(needsNoTranslation('RadarAxis – Unstable_SankeyChart')).toBe(true);
    expect(needsNoTranslation('{shown} / {total}')).toBe(true);
    expect(needsNoTranslation('{authorName} - {nPosts}')).toBe(true);
  });

  it('wants every other English text translated', () => {
    for (const text of [
      'Hooks',
      'Bars',
      'API',
      'Ref',
      'Data',
      'Grid features',
      'Read {count} pages',
      'Pro',
    ]) {
      expect(needsNoTranslation(text)).toBe(false);
    }
  });
});

describe('stringCoverage', () => {
  const english = {
    'settings.title': 'Settings',
    'footer.product': 'Charts',
    'theme.docs.paginator.next': 'Next',
    'theme.CodeBlock.copy': 'Copy',
    'api.filter.count': '{shown} / {total}',
    'playground.title': 'Playground',
  };

  it('counts a key translated by the file or by the theme, and reports what is not', () => {
    const coverage = stringCoverage({
      file: 'code.json',
      english,
      translated: {
        'settings.title': '设置',
        'footer.product': 'Charts',
        'theme.CodeBlock.copy': 'Copy',
        'api.filter.count': '{shown} / {total}',
        'settings.obsolete': '旧的',
      },
      builtIn: { 'theme.docs.paginator.next': '下一页', 'theme.CodeBlock.copy': '复制' },
    });
    expect(coverage).toEqual({
      file: 'code.json',
      total: 6,
      translated: 4,
      builtIn: 1,
      untranslated: [
        // The file's own message wins over the theme's, so an English one there is untranslated.
        { file: 'code.json', key: 'theme.CodeBlock.copy', english: 'Copy', reason: 'english' },
        { file: 'code.json', key: 'playground.title', english: 'Playground', reason: 'missing' },
      ],
      unknown: ['settings.obsolete'],
    });
  });

  it('is complete when every key has a translation', () => {
    const coverage = stringCoverage({
      file: 'docusaurus-theme-classic/navbar.json',
      english: { title: 'MUI X', 'item.label.Docs': 'Docs' },
      translated: { title: 'MUI X', 'item.label.Docs': '文档' },
      builtIn: {},
    });
    expect(coverage).toMatchObject({ total: 2, translated: 2, untranslated: [] });
  });
});

function page(overrides: Partial<PageInput> & Pick<PageInput, 'englishSource'>): PageInput {
  return {
    version: 'current',
    versionLabel: '8.0.0-alpha.1',
    product: null,
    api: false,
    translation: null,
    ...overrides,
  };
}

const zh = (path: string) => `i18n/zh/docusaurus-plugin-content-docs/current/${path}`;

const pages: PageInput[] = [
  page({
    englishSource: 'docs/introduction/overview.md',
    translation: { source: zh('introduction/overview.md'), state: 'up-to-date' },
  }),
  page({
    englishSource: 'docs/introduction/support.md',
    translation: { source: zh('introduction/support.md'), state: 'unstamped' },
  }),
  page({ englishSource: 'docs/react-charts/bars.mdx', product: 'charts' }),
  page({
    englishSource: 'docs/react-charts/overview.mdx',
    product: 'charts',
    translation: { source: zh('react-charts/overview.mdx'), state: 'outdated' },
  }),
  page({ englishSource: 'docs/react-data-grid/sorting.mdx', product: 'data-grid' }),
  page({ englishSource: 'docs/api/charts/bar-chart.mdx', product: 'charts', api: true }),
  page({
    englishSource: 'versioned_docs/version-7.x/introduction/overview.md',
    version: '7.x',
    versionLabel: 'v7',
  }),
];

describe('pageCoverage', () => {
  it('counts guides per version and product, products in their order and site-wide pages last', () => {
    expect(pageCoverage(pages).rows).toEqual([
      {
        version: 'current',
        versionLabel: '8.0.0-alpha.1',
        product: 'data-grid',
        total: 1,
        translated: 0,
        outdated: 0,
      },
      {
        version: 'current',
        versionLabel: '8.0.0-alpha.1',
        product: 'charts',
        total: 2,
        translated: 1,
        outdated: 1,
      },
      {
        version: 'current',
        versionLabel: '8.0.0-alpha.1',
        product: null,
        total: 2,
        translated: 2,
        outdated: 1,
      },
      { version: '7.x', versionLabel: 'v7', product: null, total: 1, translated: 0, outdated: 0 },
    ]);
  });

  it('leaves the generated API pages out of the counts', () => {
    expect(pageCoverage(pages).apiPages).toBe(1);
  });

  it('lists the missing and the outdated pages (changed or unstamped), grouped like the rows', () => {
    const coverage = pageCoverage(pages);
    expect(coverage.missing.map((entry) => entry.englishSource)).toEqual([
      'docs/react-data-grid/sorting.mdx',
      'docs/react-charts/bars.mdx',
      'versioned_docs/version-7.x/introduction/overview.md',
    ]);
    expect(coverage.outdated.map((entry) => [entry.englishSource, entry.translation?.state])).toEqual([
      ['docs/react-charts/overview.mdx', 'outdated'],
      ['docs/introduction/support.md', 'unstamped'],
    ]);
  });
});

describe('checkFailures and the report', () => {
  const coverage = {
    locale: 'zh',
    localeLabel: '中文',
    localizationDir: 'i18n/zh',
    strings: [
      stringCoverage({
        file: 'docusaurus-plugin-content-docs/current.json',
        english: { 'sidebar.docs.category.Hooks': 'Hooks', 'sidebar.docs.category.Charts': 'Charts' },
        translated: { 'sidebar.docs.category.Hooks': 'Hooks', 'sidebar.docs.category.Charts': 'Charts' },
        builtIn: {},
      }),
    ],
    pages: pageCoverage(pages),
  };

  it('fails on an untranslated label, not on a brand name, and not on pages', () => {
    expect(checkFailures(coverage).map((entry) => entry.key)).toEqual(['sidebar.docs.category.Hooks']);
  });

  it('prints the counts, the untranslated strings and the outdated and missing pages', () => {
    const text = formatCoverage(coverage, { listMissing: true });
    expect(text).toMatch(/Sidebar labels\s+docusaurus-plugin-content-docs\/current\.json\s+1\/2/);
    expect(text).toContain('sidebar.docs.category.Hooks  "Hooks"  (same as English)');
    expect(text).toMatch(/8\.0\.0-alpha\.1\s+Charts\s+1\/2\s+1/);
    expect(text).toContain(
      `${zh('react-charts/overview.mdx')}  the English page changed since it was stamped (docs/react-charts/overview.mdx)`,
    );
    expect(text).toContain(`${zh('introduction/support.md')}  records no translated_from stamp`);
    expect(text).toMatch(
      /Missing pages \(3\):\n\s+8\.0\.0-alpha\.1 · Data Grid\n\s+docs\/react-data-grid\/sorting\.mdx/,
    );
    expect(formatCoverage(coverage, { listMissing: false })).not.toContain(
      'docs/react-data-grid/sorting.mdx',
    );
  });
});
