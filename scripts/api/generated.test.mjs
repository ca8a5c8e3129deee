/**
 * The committed API reference against the installed packages: the generator
 * runs in memory and its output must equal the files in the repository
 * (otherwise: run `npm run api`); one page per component it finds; and spot
 * checks of props, types and defaults as the declaration files state them.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateApiFiles } from './generate.mjs';
import { DATA_DIR, DOCS_DIR } from './render.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_OF_DATE = 'API reference is out of date: run `npm run api`';

let result;
before(() => {
  result = generateApiFiles(ROOT);
});

function committedFiles() {
  const found = [];
  const walk = (dir) => {
    let names = [];
    try {
      names = readdirSync(path.join(ROOT, dir));
    } catch {
      return;
    }
    for (const name of names) {
      const relative = `${dir}/${name}`;
      if (statSync(path.join(ROOT, relative)).isDirectory()) walk(relative);
      else found.push(relative);
    }
  };
  walk(DOCS_DIR);
  walk(DATA_DIR);
  return found.sort();
}

function model(product, slug) {
  const text = result.files.get(`${DATA_DIR}/${product}/${slug}.json`);
  assert.ok(text, `no generated model for ${product}/${slug}`);
  return JSON.parse(text);
}

function prop(component, name) {
  const found = component.props.find((item) => item.name === name);
  assert.ok(found, `${component.name} should list the prop ${name}`);
  return found;
}

test('the committed API reference equals what the installed packages produce', () => {
  const committed = committedFiles();
  const generated = [...result.files.keys()].sort();
  const missing = generated.filter((file) => !committed.includes(file));
  const extra = committed.filter((file) => !result.files.has(file));
  const changed = generated.filter(
    (file) =>
      committed.includes(file) && readFileSync(path.join(ROOT, file), 'utf8') !== result.files.get(file),
  );
  const problems = [
    ...missing.map((file) => `missing: ${file}`),
    ...extra.map((file) => `not generated any more: ${file}`),
    ...changed.map((file) => `differs: ${file}`),
  ];
  assert.deepEqual(problems.slice(0, 20), [], `${OUT_OF_DATE} (${problems.length} files differ)`);
});

test('every component found has exactly one page, listed in its product sidebar', () => {
  const pages = [...result.files.keys()].filter(
    (file) => file.startsWith(`${DOCS_DIR}/`) && !file.endsWith('/index.mdx'),
  );
  const componentPages = pages.filter((file) => {
    const [, , product, name] = file.split('/');
    return (
      JSON.parse(result.files.get(`${DATA_DIR}/${product}/${name.replace(/\.mdx$/, '.json')}`)).kind ===
      'component'
    );
  });
  const iconEntries = pages
    .filter((file) => file.endsWith('/icons.mdx'))
    .map((file) => JSON.parse(result.files.get(file.replace(DOCS_DIR, DATA_DIR).replace(/\.mdx$/, '.json'))))
    .flatMap((iconsModel) => iconsModel.icons);
  console.log(
    `components found: ${result.components.length}, component pages: ${componentPages.length}, ` +
      `icons on icon pages: ${iconEntries.length}`,
  );
  assert.equal(componentPages.length + iconEntries.length, result.components.length);
  const documented = new Set([
    ...componentPages.map((file) => `${file.split('/')[2]}/${file.split('/')[3].replace(/\.mdx$/, '')}`),
    ...iconEntries.map((icon) => icon.name),
  ]);
  assert.equal(documented.size, result.components.length, 'each component documented exactly once');
  assert.ok(result.components.length > 300, `expected the full packages, found ${result.components.length}`);
  const sidebar = JSON.parse(result.files.get(`${DATA_DIR}/sidebar.json`));
  const listed = Object.values(sidebar)
    .map((groups) => groups.components.flat().length + groups.icons.length + groups.interfaces.length)
    .reduce((sum, count) => sum + count, 0);
  const iconPages = Object.values(sidebar).filter((groups) => groups.icons.length > 0).length;
  assert.equal(listed, componentPages.length + iconPages + result.interfaces.length);
});

test('DataGrid lists rows, columns and pageSizeOptions with their types and defaults', () => {
  const grid = model('data-grid', 'data-grid');
  assert.equal(grid.plan, 'mit');
  assert.equal(grid.themeName, 'MuiDataGrid');
  assert.equal(grid.forwardsRef, true);
  assert.deepEqual(prop(grid, 'rows'), {
    name: 'rows',
    type: 'GridRowsProp<R>',
    required: false,
    description: 'Set of rows of type `GridRowsProp`.',
    default: '[]',
  });
  assert.equal(prop(grid, 'columns').type, 'readonly GridColDef<R>[]');
  assert.equal(prop(grid, 'columns').required, true);
  assert.equal(
    prop(grid, 'pageSizeOptions').type,
    'ReadonlyArray<number | { value: number; label: string }>',
  );
  assert.equal(prop(grid, 'pageSizeOptions').default, '[25, 50, 100]');
  assert.deepEqual(prop(grid, 'density').expanded, ["'standard'", "'compact'", "'comfortable'"]);
  assert.ok(grid.classes.some((item) => item.className === 'MuiDataGrid-root'));
  assert.ok(grid.slots.some((slot) => slot.name === 'toolbar'));
  assert.ok(grid.imports.includes("import { DataGrid } from '@mui/x-data-grid/DataGrid';"));
});

test('pro and premium grids carry their plan; a re-exported component has one page with every import', () => {
  assert.equal(model('data-grid', 'data-grid-pro').plan, 'pro');
  assert.equal(model('data-grid', 'data-grid-premium').plan, 'premium');
  const picker = model('date-pickers', 'date-picker');
  assert.equal(picker.plan, 'mit');
  assert.deepEqual(picker.imports, [
    "import { DatePicker } from '@mui/x-date-pickers';",
    "import { DatePicker } from '@mui/x-date-pickers-pro';",
    "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
  ]);
  assert.equal(model('date-pickers', 'date-range-picker').plan, 'pro');
});

test('DatePicker lists value, onChange and minDate', () => {
  const picker = model('date-pickers', 'date-picker');
  assert.equal(prop(picker, 'value').type, 'TValue');
  assert.equal(
    prop(picker, 'onChange').type,
    '(value: TValue, context: PickerChangeHandlerContext<TError>) => void',
  );
  assert.equal(prop(picker, 'minDate').type, 'PickerValidDate');
  assert.equal(prop(picker, 'minDate').default, '1900-01-01');
  assert.equal(picker.themeName, 'MuiDatePicker');
});

test('BarChart lists series and xAxis', () => {
  const chart = model('charts', 'bar-chart');
  assert.equal(prop(chart, 'series').type, 'ReadonlyArray<BarSeries>');
  assert.equal(prop(chart, 'series').required, true);
  assert.equal(prop(chart, 'xAxis').type, 'ReadonlyArray<XAxis<S>>');
});

test('RichTreeView lists items and getItemId', () => {
  const tree = model('tree-view', 'rich-tree-view');
  assert.equal(prop(tree, 'items').type, 'readonly R[]');
  assert.equal(prop(tree, 'items').required, true);
  assert.equal(prop(tree, 'getItemId').type, '(item: R) => TreeViewItemId');
  assert.equal(prop(tree, 'getItemId').default, '(item) => item.id');
  assert.equal(model('tree-view', 'rich-tree-view-pro').plan, 'pro');
});

test('models carry no guide links: they depend on the installed packages only', () => {
  assert.equal('guides' in model('data-grid', 'data-grid'), false);
  assert.match(
    result.files.get('docs/api/charts/bar-chart.mdx') ?? '',
    /import guides from '@generated\/x-docs-content\/default\/api-guides\/charts\/bar-chart\.json';/,
  );
});
