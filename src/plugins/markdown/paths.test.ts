import { isTranslatedSource, markdownPathOf, pageMarkdownPath, type MarkdownLocale } from './paths';

const EN: MarkdownLocale = { current: 'en', default: 'en', baseUrl: '/x/', defaultBaseUrl: '/x/' };
const ZH: MarkdownLocale = { current: 'zh', default: 'en', baseUrl: '/x/zh/', defaultBaseUrl: '/x/' };

describe('markdown paths', () => {
  it('serves a page at its URL without the trailing slash plus .md', () => {
    expect(markdownPathOf('/x/react-date-pickers/date-picker/', false)).toBe(
      '/x/react-date-pickers/date-picker.md',
    );
    expect(markdownPathOf('/x/react-date-pickers/date-picker', false)).toBe(
      '/x/react-date-pickers/date-picker.md',
    );
    expect(markdownPathOf('/x/v7/react-data-grid/', false)).toBe('/x/v7/react-data-grid.md');
  });

  it("serves a version's root page as index.md inside its folder", () => {
    expect(markdownPathOf('/x/', true)).toBe('/x/index.md');
    expect(markdownPathOf('/x/zh/v7', true)).toBe('/x/zh/v7/index.md');
  });

  it('tells translated sources from English ones', () => {
    expect(
      isTranslatedSource('@site/i18n/zh/docusaurus-plugin-content-docs/current/introduction/overview.md'),
    ).toBe(true);
    expect(isTranslatedSource('@site/docs/introduction/overview.md')).toBe(false);
    expect(isTranslatedSource('@site/versioned_docs/version-7.x/introduction/overview.md')).toBe(false);
  });

  it("gives a page shown in English in another locale the English page's Markdown", () => {
    const english = {
      permalink: '/x/zh/react-data-grid/editing/crud/',
      slug: '/react-data-grid/editing/crud',
      source: '@site/docs/react-data-grid/editing/crud.mdx',
    };
    const translated = {
      permalink: '/x/zh/react-data-grid/sorting/',
      slug: '/react-data-grid/sorting',
      source: '@site/i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/sorting.mdx',
    };
    expect(pageMarkdownPath(english, ZH)).toBe('/x/react-data-grid/editing/crud.md');
    expect(pageMarkdownPath(translated, ZH)).toBe('/x/zh/react-data-grid/sorting.md');
    expect(pageMarkdownPath({ ...english, permalink: '/x/react-data-grid/editing/crud/' }, EN)).toBe(
      '/x/react-data-grid/editing/crud.md',
    );
  });
});
