/** @jest-environment node */
import { countByVersion, createManifest, guidesByApi } from './manifest';
import type { ContentPage } from './page';

function page(overrides: Partial<ContentPage>): ContentPage {
  return {
    id: 'id',
    version: 'current',
    locale: 'en',
    permalink: '/x/page/',
    source: 'docs/page.mdx',
    title: 'Page',
    description: '',
    product: null,
    api: false,
    plan: null,
    markers: {},
    ads: true,
    demos: [],
    uses: [],
    ...overrides,
  };
}

const demo = (name: string) => ({ name, file: `x/${name}.tsx`, flavours: ['system' as const], imports: [] });

const manifest = createManifest('en', [
  page({ permalink: '/x/react-data-grid/', product: 'data-grid', demos: [demo('A'), demo('B')] }),
  page({ permalink: '/x/api/data-grid/data-grid/', product: 'data-grid', api: true }),
  page({ permalink: '/x/v7/react-data-grid/', version: '7.x', product: 'data-grid', demos: [demo('C')] }),
  page({ permalink: '/x/v7/react-charts/', version: '7.x', product: 'charts' }),
  page({ permalink: '/x/v7/', version: '7.x' }),
  page({ permalink: '/x/v5/', version: '5.x' }),
]);

describe('countByVersion', () => {
  it('counts guide pages, API pages and demos per version and product, in the given order', () => {
    const versions = countByVersion(manifest, ['current', '7.x', '6.x', '5.x']);
    expect(versions.map((entry) => [entry.version, entry.total])).toEqual([
      ['current', { guides: 1, api: 1, demos: 2 }],
      ['7.x', { guides: 3, api: 0, demos: 1 }],
      ['5.x', { guides: 1, api: 0, demos: 0 }],
    ]);
    const v7 = versions[1]?.products ?? [];
    expect(v7.find((row) => row.product === 'data-grid')).toMatchObject({ guides: 1, demos: 1 });
    expect(v7.find((row) => row.product === 'charts')).toMatchObject({ guides: 1, demos: 0 });
    expect(v7.find((row) => row.product === 'site')).toMatchObject({ guides: 1 });
  });
});

describe('guidesByApi', () => {
  it('links each version’s API pages to the guides of that version only', () => {
    const pages = [
      page({ title: 'Overview', uses: [{ product: 'data-grid', name: 'DataGrid' }] }),
      page({
        title: 'Overview v7',
        version: '7.x',
        permalink: '/x/v7/react-data-grid/',
        uses: [{ product: 'data-grid', name: 'DataGrid' }],
      }),
    ];
    expect(guidesByApi(pages).get('data-grid/DataGrid')).toEqual([
      { title: 'Overview', permalink: '/x/page/' },
    ]);
    expect(guidesByApi(pages, '7.x').get('data-grid/DataGrid')).toEqual([
      { title: 'Overview v7', permalink: '/x/v7/react-data-grid/' },
    ]);
  });
});
