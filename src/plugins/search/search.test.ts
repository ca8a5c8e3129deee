import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import searchPlugin, { versionPages, withTrailingSlash } from './index';

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
          docs: [
            { permalink: '/x/a', unlisted: false },
            { permalink: '/x/hidden', unlisted: true },
          ],
        },
        { versionName: '7.x', docs: [{ permalink: '/x/v7/a', unlisted: false }] },
      ],
    } as unknown as LoadedContent;
    expect(versionPages(content)).toEqual([
      { name: 'current', permalinks: ['/x/a'] },
      { name: '7.x', permalinks: ['/x/v7/a'] },
    ]);
  });

  it('writes links the way the site links them', () => {
    expect(withTrailingSlash('/x/a', true)).toBe('/x/a/');
    expect(withTrailingSlash('/x/a/', true)).toBe('/x/a/');
    expect(withTrailingSlash('/x/a/', false)).toBe('/x/a');
    expect(withTrailingSlash('/x/a', undefined)).toBe('/x/a');
  });
});
