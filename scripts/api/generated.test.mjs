/**
 * The committed API reference against the installed packages, for every
 * version the generator writes (the current one and v7): the generator runs in
 * memory and its output must equal the files in the repository (otherwise: run
 * `npm run api`); one page per component it finds; and spot checks of props,
 * types and defaults as the declaration files of each version state them.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TARGETS } from './config.mjs';
import { generateApiFiles } from './generate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_OF_DATE = 'API reference is out of date: run `npm run api`';

/** The generated files of each version, by version name. */
const results = {};
let result;
before(() => {
  for (const target of API_TARGETS) results[target.version] = generateApiFiles(ROOT, target.version);
  result = results.current;
});

function committedFiles(target) {
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
  walk(target.docsDir);
  walk(target.dataDir);
  return found.sort();
}

function model(product, slug, version = 'current') {
  const { files, target } = results[version];
  const text = files.get(`${target.dataDir}/${product}/${slug}.json`);
  assert.ok(text, `no generated model for ${version} ${product}/${slug}`);
  return JSON.parse(text);
}

function prop(component, name) {
  const found = component.props.find((item) => item.name === name);
  assert.ok(found, `${component.name} should list the prop ${name}`);
  return found;
}

for (const { version } of API_TARGETS) {
  test(`the committed API reference of ${version} equals what the installed packages produce`, () => {
    const { files, target } = results[version];
    const committed = committedFiles(target);
    const generated = [...files.keys()].sort();
    const missing = generated.filter((file) => !committed.includes(file));
    const extra = committed.filter((file) => !files.has(file));
    const changed = generated.filter(
      (file) => committed.includes(file) && readFileSync(path.join(ROOT, file), 'utf8') !== files.get(file),
    );
    const problems = [
      ...missing.map((file) => `missing: ${file}`),
      ...extra.map((file) => `not generated any more: ${file}`),
      ...changed.map((file) => `differs: ${file}`),
    ];
    assert.deepEqual(problems.slice(0, 20), [], `${OUT_OF_DATE} (${problems.length} files differ)`);
  });

  test(`every ${version} component found has exactly one page, listed in its product sidebar`, () => {
    const { files, target, components, interfaces } = results[version];
    const modelOf = (file) =>
      JSON.parse(files.get(file.replace(target.docsDir, target.dataDir).replace(/\.mdx$/, '.json')));
    const pages = [...files.keys()].filter(
      (file) => file.startsWith(`${target.docsDir}/`) && !file.endsWith('/index.mdx'),
    );
    const componentPages = pages.filter((file) => modelOf(file).kind === 'component');
    const iconEntries = pages
      .filter((file) => file.endsWith('/icons.mdx'))
      .flatMap((file) => modelOf(file).icons);
    console.log(
      `${version}: components found: ${components.length}, component pages: ${componentPages.length}, ` +
        `icons on icon pages: ${iconEntries.length}`,
    );
    assert.equal(componentPages.length + iconEntries.length, components.length);
    const pageKey = (file) => file.slice(target.docsDir.length + 1).replace(/\.mdx$/, '');
    const documented = new Set([...componentPages.map(pageKey), ...iconEntries.map((icon) => icon.name)]);
    assert.equal(documented.size, components.length, 'each component documented exactly once');
    assert.ok(components.length > 250, `expected the full packages, found ${components.length}`);
    const sidebar = JSON.parse(files.get(`${target.dataDir}/sidebar.json`));
    const listed = Object.values(sidebar)
      .map((groups) => groups.components.flat().length + groups.icons.length + groups.interfaces.length)
      .reduce((sum, count) => sum + count, 0);
    const iconPages = Object.values(sidebar).filter((groups) => groups.icons.length > 0).length;
    assert.equal(listed, componentPages.length + iconPages + interfaces.length);
  });
}

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

test('v7: DataGrid takes the v7 selection model, an array of row ids', () => {
  const grid = model('data-grid', 'data-grid', '7.x');
  assert.equal(grid.plan, 'mit');
  assert.equal(grid.package, '@mui/x-data-grid');
  assert.deepEqual(grid.imports, [
    "import { DataGrid } from '@mui/x-data-grid';",
    "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
  ]);
  assert.equal(prop(grid, 'rowSelectionModel').type, 'GridInputRowSelectionModel');
  assert.deepEqual(prop(grid, 'rowSelectionModel').expanded, ['string', 'number', 'readonly GridRowId[]']);
  assert.equal(
    grid.props.some((item) => item.name === 'showToolbar'),
    false,
    'showToolbar came with v8',
  );
  assert.equal(model('data-grid', 'data-grid-premium', '7.x').plan, 'premium');
});

test('v7: pages live under the version, and index entries link to /v7/', () => {
  const { files } = results['7.x'];
  const page = files.get('versioned_docs/version-7.x/api/data-grid/data-grid.mdx') ?? '';
  assert.match(page, /slug: "\/api\/data-grid\/data-grid\/"/);
  assert.match(page, /import model from '@site\/src\/data\/api-7\.x\/data-grid\/data-grid\.json';/);
  assert.match(
    page,
    /import guides from '@generated\/x-docs-content\/default\/api-guides-7\.x\/data-grid\/data-grid\.json';/,
  );
  const index = JSON.parse(files.get('src/data/api-7.x/data-grid/index.json'));
  assert.equal(
    index.components.find((entry) => entry.name === 'DataGrid').path,
    '/v7/api/data-grid/data-grid/',
  );
});

test('v7: the pickers, charts and tree view come from their v7 packages', () => {
  assert.equal(model('date-pickers', 'date-picker', '7.x').package, '@mui/x-date-pickers');
  assert.equal(prop(model('charts', 'bar-chart', '7.x'), 'series').required, true);
  assert.equal(model('tree-view', 'rich-tree-view-pro', '7.x').plan, 'pro');
  // TreeItem2 is the v7 name of the item component v8 renamed TreeItem.
  assert.equal(model('tree-view', 'tree-item2', '7.x').plan, 'mit');
});

test('models carry no guide links: they depend on the installed packages only', () => {
  assert.equal('guides' in model('data-grid', 'data-grid'), false);
  assert.match(
    result.files.get('docs/api/charts/bar-chart.mdx') ?? '',
    /import guides from '@generated\/x-docs-content\/default\/api-guides\/charts\/bar-chart\.json';/,
  );
});
