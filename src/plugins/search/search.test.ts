import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { join } from 'node:path';
import { parseGlossary } from '../../content/glossary';
import searchPlugin, { readGlossary, versionPages, withTrailingSlash } from './index';

function contextWith(themeConfig: Record<string, unknown>): LoadContext {
  return {
    siteDir: '/site',
    baseUrl: '/x/',
    i18n: { currentLocale: 'en' },
    siteConfig: { themeConfig, trailingSlash: true },
  } as unknown as LoadContext;
}

describe('search plugin', () => {
  it('builds local search when Algolia is not configured', () => {
    const plugin = searchPlugin(contextWith({}));
    expect(plugin.getThemePath?.()).toBe('/site/src/plugins/search/theme');
    expect(plugin.postBuild).toBeDefined();
  });

  it('steps aside for the classic theme’s DocSearch when Algolia is configured', () => {
    const plugin = searchPlugin(contextWith({ algolia: { appId: 'a', apiKey: 'b', indexName: 'c' } }));
    expect(plugin).toEqual({ name: 'x-docs-search' });
  });

  it('lists the listed docs of every version', () => {
    const content = {
      loadedVersions: [
        {
          versionName: 'current',
          sidebars: {},
          docs: [
            { id: 'a', title: 'A', frontMatter: {}, permalink: '/x/a', unlisted: false },
            { id: 'hidden', title: 'Hidden', frontMatter: {}, permalink: '/x/hidden', unlisted: true },
          ],
        },
        {
          versionName: '7.x',
          sidebars: {},
          docs: [{ id: 'a', title: 'A', frontMatter: {}, permalink: '/x/v7/a', unlisted: false }],
        },
      ],
    } as unknown as LoadedContent;
    expect(versionPages(content)).toEqual([
      { name: 'current', permalinks: ['/x/a'], names: {} },
      { name: '7.x', permalinks: ['/x/v7/a'], names: {} },
    ]);
  });

  it("names the pages of a translated build in its language: glossary terms and the sidebar's labels", () => {
    const glossary = parseGlossary(
      [
        '| Concept | English | Chinese | Avoid | Allowed | Notes |',
        '| --- | --- | --- | --- | --- | --- |',
        '| pie-chart | pie chart, pie | 饼图 | — | — | — |',
      ].join('\n'),
    );
    const content = {
      loadedVersions: [
        {
          versionName: 'current',
          sidebars: {
            docs: [
              { type: 'doc', id: 'install' },
              {
                type: 'category',
                label: 'Charts',
                items: [
                  {
                    type: 'category',
                    label: '饼图',
                    items: [{ type: 'doc', id: 'react-charts/pie' }],
                  },
                ],
              },
            ],
          },
          docs: [
            { id: 'install', title: '安装', frontMatter: {}, permalink: '/x/zh/install', unlisted: false },
            {
              id: 'react-charts/pie',
              title: 'Charts - Pie',
              frontMatter: { sidebar_label: 'Pie overview' },
              permalink: '/x/zh/react-charts/pie',
              unlisted: false,
            },
          ],
        },
      ],
    } as unknown as LoadedContent;
    expect(versionPages(content, glossary)).toEqual([
      {
        name: 'current',
        permalinks: ['/x/zh/install', '/x/zh/react-charts/pie'],
        names: { '/x/zh/react-charts/pie': { alias: 'Charts - 饼图', labels: ['饼图', '饼图 overview'] } },
      },
    ]);
  });

  it('reads the glossary of the locale folder, and none where there is no file', () => {
    expect(readGlossary(join(__dirname, '..', '..', '..', 'i18n', 'zh')).length).toBeGreaterThan(25);
    expect(readGlossary(join(__dirname, 'no-such-locale'))).toEqual([]);
  });

  it('writes links the way the site links them', () => {
    expect(withTrailingSlash('/x/a', true)).toBe('/x/a/');
    expect(withTrailingSlash('/x/a/', true)).toBe('/x/a/');
    expect(withTrailingSlash('/x/a/', false)).toBe('/x/a');
    expect(withTrailingSlash('/x/a', undefined)).toBe('/x/a');
  });
});
