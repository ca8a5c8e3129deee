import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chunk, firstSentence, renderFiles } from './render.mjs';

const base = { package: '@mui/x-charts', imports: [], description: '' };
const chart = {
  ...base,
  kind: 'component',
  name: 'BarChart',
  slug: 'bar-chart',
  product: 'charts',
  plan: 'mit',
};
const heatmap = {
  ...base,
  kind: 'component',
  name: 'Heatmap',
  slug: 'heatmap',
  product: 'charts',
  plan: 'pro',
};
const axis = {
  ...base,
  kind: 'interface',
  name: 'AxisConfig',
  slug: 'axis-config',
  product: 'charts',
  plan: 'mit',
};

test('firstSentence keeps the first sentence of the first paragraph', () => {
  assert.equal(firstSentence('Shows bars. Very nice.\n\nMore.'), 'Shows bars.');
  assert.equal(firstSentence('No full stop'), 'No full stop');
  assert.equal(firstSentence(''), '');
});

test('each model gets a JSON model and an MDX page with its route and plan', () => {
  const files = renderFiles([heatmap, axis, chart]);
  const page = files.get('docs/api/charts/heatmap.mdx');
  assert.match(page, /^---\ntitle: "Heatmap API"\n/);
  assert.match(page, /\nslug: "\/api\/charts\/heatmap\/"\n/);
  assert.match(page, /\nplan: "pro"\n/);
  assert.match(page, /\napi: true\n/);
  assert.match(page, /<ApiPage model=\{model\} guides=\{guides\} \/>/);
  assert.deepEqual(JSON.parse(files.get('src/data/api/charts/heatmap.json')), heatmap);
  assert.match(files.get('docs/api/charts/index.mdx'), /slug: "\/api\/charts\/"/);
});

test('the index lists components first, then types, sorted, with plans; the sidebar lists them by id', () => {
  const files = renderFiles([heatmap, axis, chart]);
  const index = JSON.parse(files.get('src/data/api/charts/index.json'));
  assert.deepEqual(
    index.components.map((entry) => [entry.name, entry.plan]),
    [
      ['BarChart', 'mit'],
      ['Heatmap', 'pro'],
    ],
  );
  assert.deepEqual(
    index.interfaces.map((entry) => entry.path),
    ['/api/charts/axis-config/'],
  );
  const sidebar = JSON.parse(files.get('src/data/api/sidebar.json'));
  assert.deepEqual(sidebar.charts, {
    components: [
      [
        { id: 'api/charts/bar-chart', name: 'BarChart' },
        { id: 'api/charts/heatmap', name: 'Heatmap' },
      ],
    ],
    icons: [],
    interfaces: [{ id: 'api/charts/axis-config', name: 'AxisConfig' }],
  });
  assert.deepEqual(sidebar['data-grid'], { components: [], icons: [], interfaces: [] });
});

test('chunk slices a list', () => {
  assert.deepEqual(chunk([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
  assert.deepEqual(chunk([], 2), []);
});

test('output is deterministic and two pages on one route are refused', () => {
  const once = [...renderFiles([chart, heatmap, axis])];
  const again = [...renderFiles([axis, heatmap, chart])];
  assert.deepEqual(new Map(once), new Map(again));
  assert.throws(
    () => renderFiles([chart, { ...chart, name: 'Bar_Chart' }]),
    /share the route \/api\/charts\/bar-chart\//,
  );
});

test('SVG icons share one page per product, listed once in the sidebar', () => {
  const add = {
    ...chart,
    name: 'AddIcon',
    slug: 'add-icon',
    icon: true,
    imports: ["import { AddIcon } from '@mui/x-charts';"],
  };
  const files = renderFiles([chart, add]);
  assert.equal(files.has('docs/api/charts/add-icon.mdx'), false);
  const icons = JSON.parse(files.get('src/data/api/charts/icons.json'));
  assert.equal(icons.kind, 'icons');
  assert.deepEqual(icons.icons, [{ name: 'AddIcon', plan: 'mit', imports: add.imports }]);
  const sidebar = JSON.parse(files.get('src/data/api/sidebar.json'));
  assert.deepEqual(sidebar.charts.icons, [{ id: 'api/charts/icons', name: 'Icons' }]);
});
