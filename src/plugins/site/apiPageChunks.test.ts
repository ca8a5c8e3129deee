/** @jest-environment node */
import { join } from 'node:path';
import { apiPageGroups, apiPageModulePattern, splitArchivedApiPages } from './apiPageChunks';

const SITE = join(__dirname, '..', '..', '..');

describe('chunks of the archived API pages', () => {
  const sidebar = {
    'data-grid': {
      components: [
        [{ id: 'api/data-grid/data-grid' }, { id: 'api/data-grid/grid-body' }],
        [{ id: 'api/data-grid/grid-toolbar' }],
      ],
      icons: [{ id: 'api/data-grid/icons' }],
      interfaces: [{ id: 'api/data-grid/grid-api' }],
    },
  };

  it('puts each sidebar slice in one chunk, and the index, icons and types in another', () => {
    const groups = apiPageGroups(sidebar, 'v7');
    expect(groups.get('api/data-grid/grid-body')).toBe('api-pages-v7-data-grid-1');
    expect(groups.get('api/data-grid/grid-toolbar')).toBe('api-pages-v7-data-grid-2');
    expect(groups.get('api/data-grid/grid-api')).toBe('api-pages-v7-data-grid-types');
    expect(groups.get('api/data-grid/index')).toBe('api-pages-v7-data-grid-types');
  });

  it("matches a page's MDX, model and guide list, and nothing of the current version", () => {
    const pattern = apiPageModulePattern('7.x', 'versioned_docs/version-7.x');
    const slug = (path: string) => pattern.exec(path)?.slice(1).filter(Boolean);
    expect(slug('/site/versioned_docs/version-7.x/api/data-grid/grid-body.mdx')).toEqual([
      'data-grid',
      'grid-body',
    ]);
    expect(slug('/site/src/data/api-7.x/charts/bar-chart.json')).toEqual(['charts', 'bar-chart']);
    expect(slug('/site/.docusaurus/x-docs-content/default/api-guides-7.x/charts/bar-chart.json')).toEqual([
      'charts',
      'bar-chart',
    ]);
    // The doc metadata Docusaurus generates for the page (its file name is no documented API; see the module).
    expect(
      slug(
        '/site/.docusaurus/docusaurus-plugin-content-docs/default/site-versioned-docs-version-7-x-api-data-grid-data-grid-premium-mdx-8c5.json',
      ),
    ).toEqual(['data-grid', 'data-grid-premium']);
    expect(
      slug(
        '/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-api-data-grid-data-grid-mdx-8b4.json',
      ),
    ).toBeUndefined();
    expect(slug('/site/docs/api/data-grid/grid-body.mdx')).toBeUndefined();
    expect(slug('/site/src/data/api/charts/bar-chart.json')).toBeUndefined();
    expect(slug('/site/versioned_docs/version-7.x/react-data-grid/overview.mdx')).toBeUndefined();
  });

  it('names each matched module after its slice, from the committed v7 sidebar', () => {
    const cacheGroups: Record<string, { name: (module: unknown) => string | undefined; test: RegExp }> = {};
    splitArchivedApiPages(cacheGroups as Record<string, unknown>, SITE, 45);
    const group = cacheGroups['api-pages-v7'];
    const module = (path: string) => ({ nameForCondition: () => path });
    expect(group?.name(module(`${SITE}/versioned_docs/version-7.x/api/data-grid/data-grid.mdx`))).toBe(
      'api-pages-v7-data-grid-1',
    );
    expect(group?.name(module(`${SITE}/src/data/api-7.x/tree-view/index.json`))).toBe(
      'api-pages-v7-tree-view-types',
    );
  });
});
