import { apiReference, apiReferenceGroup } from './apiSidebar';

test('a product group links its index, slices components and lists types', () => {
  const group = apiReferenceGroup('charts', {
    components: [
      [
        { id: 'api/charts/bar-chart', name: 'BarChart' },
        { id: 'api/charts/heatmap', name: 'Heatmap', plan: 'pro' },
      ],
      [{ id: 'api/charts/pie-chart', name: 'PieChart', plan: 'mit' }],
    ],
    icons: [{ id: 'api/charts/icons', name: 'Icons' }],
    interfaces: [{ id: 'api/charts/axis-config', name: 'AxisConfig' }],
  });
  expect(group).toEqual({
    type: 'category',
    label: 'API reference',
    key: 'api-reference-charts',
    collapsed: true,
    link: { type: 'doc', id: 'api/charts/index' },
    items: [
      {
        type: 'category',
        label: 'BarChart – Heatmap',
        key: 'api-charts-BarChart',
        collapsed: true,
        items: [
          { type: 'doc', id: 'api/charts/bar-chart' },
          { type: 'doc', id: 'api/charts/heatmap' },
        ],
      },
      {
        type: 'category',
        label: 'PieChart',
        key: 'api-charts-PieChart',
        collapsed: true,
        items: [{ type: 'doc', id: 'api/charts/pie-chart' }],
      },
      { type: 'doc', id: 'api/charts/icons' },
      {
        type: 'category',
        label: 'Interfaces and types',
        key: 'api-types-charts',
        collapsed: true,
        items: [{ type: 'doc', id: 'api/charts/axis-config' }],
      },
    ],
  });
});

test('the generated groups list every page of each product', () => {
  const ids = (entry: unknown): string[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as { id?: string; items?: unknown[] };
    return record.items ? record.items.flatMap(ids) : [`${record.id}`];
  };
  for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const) {
    expect(ids(apiReference(product)).length).toBeGreaterThan(5);
  }
  const grid = ids(apiReference('data-grid'));
  expect(grid).toContain('api/data-grid/data-grid-premium');
  expect(grid).toContain('api/data-grid/data-grid');
  expect(ids(apiReference('charts'))).toContain('api/charts/heatmap');
});
