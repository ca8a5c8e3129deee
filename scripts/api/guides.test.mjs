import { test } from 'node:test';
import assert from 'node:assert/strict';
import { demoFiles, frontMatter, guideRoute, muiXImports } from './guides.mjs';

test('demoFiles lists the demos of a page', () => {
  const page = 'Intro\n\n<Demo file="./demos/A.tsx" />\n\ntext <Demo title="x" file=\'./demos/B.tsx\' />';
  assert.deepEqual(demoFiles(page), ['./demos/A.tsx', './demos/B.tsx']);
  assert.deepEqual(demoFiles('no demos'), []);
});

test('muiXImports reads value imports from MUI X entry points', () => {
  const source = [
    "import Box from '@mui/material/Box';",
    "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
    "import type { DateRange } from '@mui/x-date-pickers-pro/models';",
    "import {\n  BarChart as Bars,\n} from '@mui/x-charts/BarChart';",
  ].join('\n');
  assert.deepEqual(muiXImports(source), [
    { package: '@mui/x-data-grid', name: 'DataGrid' },
    { package: '@mui/x-charts', name: 'BarChart' },
  ]);
});

test('frontMatter reads simple fields', () => {
  assert.deepEqual(frontMatter('---\ntitle: Data Grid\nslug: "/react-data-grid/"\n---\nBody'), {
    title: 'Data Grid',
    slug: '/react-data-grid/',
  });
  assert.deepEqual(frontMatter('No front matter'), {});
});

test('guideRoute follows slugs and folder index conventions', () => {
  assert.equal(guideRoute('react-charts/bars.mdx'), '/react-charts/bars/');
  assert.equal(
    guideRoute('react-data-grid/overview.mdx', { slug: '/react-data-grid/' }),
    '/react-data-grid/',
  );
  assert.equal(
    guideRoute('react-tree-view/rich-tree-view/items.md'),
    '/react-tree-view/rich-tree-view/items/',
  );
  assert.equal(guideRoute('api/data-grid/data-grid.md'), '/api/data-grid/');
  assert.equal(guideRoute('introduction/index.md'), '/introduction/');
});
