import { apiReference, apiReferenceGroup } from './apiSidebar';

test('a product group links its index and lists pages with plan markers', () => {
  const group = apiReferenceGroup('charts', [
    { id: 'api/charts/bar-chart' },
    { id: 'api/charts/heatmap', plan: 'pro' },
    { id: 'api/charts/odd', plan: 'mit' },
  ]);
  expect(group).toEqual({
    type: 'category',
    label: 'API reference',
    key: 'api-reference-charts',
    collapsed: true,
    link: { type: 'doc', id: 'api/charts/index' },
    items: [
      { type: 'doc', id: 'api/charts/bar-chart' },
      { type: 'doc', id: 'api/charts/heatmap', customProps: { plan: 'pro' } },
      { type: 'doc', id: 'api/charts/odd' },
    ],
  });
});

test('the generated groups of the four products have pages with premium only in the grid', () => {
  for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const) {
    const group = apiReference(product);
    expect(group.type).toBe('category');
    expect('items' in group && group.items.length).toBeGreaterThan(0);
  }
  const grid = apiReference('data-grid');
  const items = 'items' in grid && Array.isArray(grid.items) ? grid.items : [];
  expect(items).toContainEqual({
    type: 'doc',
    id: 'api/data-grid/data-grid-premium',
    customProps: { plan: 'premium' },
  });
  expect(items).toContainEqual({ type: 'doc', id: 'api/data-grid/data-grid' });
});
