/**
 * Writes the names list of an archived version, `src/data/api-names/<version>.json`,
 * from the last npm release of each package of that major line:
 *
 *   npm run api-names -- --archive 6.x
 *
 * Each package is fetched with `npm pack` into a temporary folder (with the
 * MUI X packages it depends on, so that re-exports resolve). The list holds,
 * per product, the exported names, the member names its declarations give
 * (props, options, methods, enum members, locale keys), the CSS classes it
 * generates, and the props of its main components, read with the TypeScript
 * compiler so that inherited and mapped props count.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import type { ProductId } from '../../src/data/products';
import {
  declarationFiles,
  exportedNames,
  memberNames,
  publicEntryFiles,
  stringValues,
  stripComments,
} from './declarations';
import { packageEntries, utilityClassNames, type ArchivedNamesList } from './nameIndex';

interface PackageSpec {
  /** npm name. */
  name: string;
  /** A range (`7`, the last release of the major line) or an exact version. */
  range: string;
  product: ProductId | null;
}

const line = (names: [string, ProductId | null][], range: string): PackageSpec[] =>
  names.map(([name, product]) => ({ name, range, product }));

/** The packages of each archived version; licence packages belong to no product. */
export const ARCHIVED_PACKAGES: Record<string, PackageSpec[]> = {
  '7.x': line(
    [
      ['@mui/x-data-grid', 'data-grid'],
      ['@mui/x-data-grid-pro', 'data-grid'],
      ['@mui/x-data-grid-premium', 'data-grid'],
      ['@mui/x-date-pickers', 'date-pickers'],
      ['@mui/x-date-pickers-pro', 'date-pickers'],
      ['@mui/x-charts', 'charts'],
      ['@mui/x-charts-pro', 'charts'],
      ['@mui/x-tree-view', 'tree-view'],
      ['@mui/x-tree-view-pro', 'tree-view'],
      ['@mui/x-license', null],
    ],
    '7',
  ),
  '6.x': line(
    [
      ['@mui/x-data-grid', 'data-grid'],
      ['@mui/x-data-grid-pro', 'data-grid'],
      ['@mui/x-data-grid-premium', 'data-grid'],
      ['@mui/x-date-pickers', 'date-pickers'],
      ['@mui/x-date-pickers-pro', 'date-pickers'],
      ['@mui/x-charts', 'charts'],
      ['@mui/x-tree-view', 'tree-view'],
      ['@mui/x-license-pro', null],
    ],
    '6',
  ),
  // The lab pickers that came before @mui/x-date-pickers are left out: the last @mui/lab release
  // only keeps stubs of them, so its names would not be the ones the v5 guides describe.
  '5.x': [
    ...line(
      [
        ['@mui/x-data-grid', 'data-grid'],
        ['@mui/x-data-grid-pro', 'data-grid'],
        ['@mui/x-data-grid-premium', 'data-grid'],
        ['@mui/x-date-pickers', 'date-pickers'],
        ['@mui/x-date-pickers-pro', 'date-pickers'],
        ['@mui/x-license-pro', null],
      ],
      '5',
    ),
  ],
  '4.x': [
    ...line(
      [
        ['@mui/x-data-grid', 'data-grid'],
        ['@mui/x-data-grid-pro', 'data-grid'],
        ['@mui/x-license-pro', null],
      ],
      '4',
    ),
    // The alphas, under the @material-ui scope.
    { name: '@material-ui/data-grid', range: '4.0.0-alpha', product: 'data-grid' },
    { name: '@material-ui/x-grid', range: '4.0.0-alpha', product: 'data-grid' },
    { name: '@material-ui/x-license', range: '4.0.0-alpha', product: null },
  ],
};

/** Components whose props the list records, when the version exports them. */
const MAIN_COMPONENTS: Record<ProductId, string[]> = {
  'data-grid': ['DataGrid', 'DataGridPro', 'DataGridPremium', 'XGrid'],
  'date-pickers': [
    'LocalizationProvider',
    'DatePicker',
    'DesktopDatePicker',
    'MobileDatePicker',
    'StaticDatePicker',
    'TimePicker',
    'DateTimePicker',
    'DateRangePicker',
    'DateTimeRangePicker',
    'TimeRangePicker',
    'DateCalendar',
    'CalendarPicker',
    'DateField',
  ],
  charts: [
    'BarChart',
    'LineChart',
    'PieChart',
    'ScatterChart',
    'SparkLineChart',
    'Gauge',
    'ChartContainer',
    'ResponsiveChartContainer',
    'BarChartPro',
    'LineChartPro',
    'ScatterChartPro',
    'Heatmap',
  ],
  'tree-view': ['TreeView', 'SimpleTreeView', 'RichTreeView', 'RichTreeViewPro', 'TreeItem', 'TreeItem2'],
};

/** Orders versions like `7.29.13` and `4.0.0-alpha.37` (numbers compared as numbers). */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [main = '', pre] = version.split('-', 2);
    return { main: main.split('.').map(Number), pre: pre ?? null };
  };
  const x = parse(a);
  const y = parse(b);
  for (let index = 0; index < 3; index += 1) {
    const diff = (x.main[index] ?? 0) - (y.main[index] ?? 0);
    if (diff !== 0) return diff;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  const xp = x.pre.split('.');
  const yp = y.pre.split('.');
  for (let index = 0; index < Math.max(xp.length, yp.length); index += 1) {
    const xa = xp[index];
    const ya = yp[index];
    if (xa === undefined) return -1;
    if (ya === undefined) return 1;
    const diff = /^\d+$/.test(xa) && /^\d+$/.test(ya) ? Number(xa) - Number(ya) : xa.localeCompare(ya);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The last published version of a package in a range: a major (`7`) or a pre-release line (`4.0.0-alpha`). */
function lastVersion(name: string, range: string): string {
  const all = JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' })) as
    | string[]
    | string;
  const versions = (Array.isArray(all) ? all : [all]).filter((version) =>
    /^\d+$/.test(range)
      ? version.split('.')[0] === range && !version.includes('-')
      : version.startsWith(`${range}.`),
  );
  if (versions.length === 0) throw new Error(`No version of ${name} in ${range}.`);
  return versions.sort(compareVersions).at(-1) ?? versions[0] ?? '';
}

/** Packs a package into `root/node_modules/<name>`, with the MUI X packages it depends on. */
function install(name: string, version: string, root: string, done: Set<string>): void {
  const target = join(root, 'node_modules', name);
  if (done.has(name) || existsSync(target)) return;
  done.add(name);
  const packs = join(root, 'packs');
  mkdirSync(packs, { recursive: true });
  const output = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', packs, '--json'], {
    encoding: 'utf8',
  });
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error(`npm pack ${name}@${version} produced no tarball.`);
  const { filename } = packed;
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', join(packs, filename), '-C', target, '--strip-components=1']);
  const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const [dependency, spec] of Object.entries(pkg.dependencies ?? {})) {
    if (!/^@(mui\/x-|material-ui\/x-)/.test(dependency)) continue;
    const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)
      ? spec
      : lastVersion(dependency, spec.replace(/^[\^~]/, '').split('.')[0] ?? spec);
    install(dependency, exact, root, done);
  }
}

/** Props of the components a package exports, read with the TypeScript compiler. */
export function componentProps(
  entryFiles: string[],
  components: string[],
  root: string,
  siteDir: string,
): Record<string, string[]> {
  const program = ts.createProgram(entryFiles, {
    skipLibCheck: true,
    noEmit: true,
    types: [],
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    baseUrl: siteDir,
    // The packed packages first; the libraries they import (React, Material UI) resolve to the site's.
    paths: {
      '*': [
        join(root, 'node_modules/*'),
        join(siteDir, 'node_modules/*'),
        join(siteDir, 'node_modules/@types/*'),
      ],
    },
  });
  const checker = program.getTypeChecker();
  const result: Record<string, string[]> = {};
  for (const file of entryFiles) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      if (!components.includes(symbol.name) || result[symbol.name]) continue;
      const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const type = checker.getTypeOfSymbolAtLocation(resolved, source);
      const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
      const parameter = signature?.parameters[0];
      if (!parameter) continue;
      const propsType = checker.getApparentType(checker.getTypeOfSymbolAtLocation(parameter, source));
      const props = checker.getPropertiesOfType(propsType).map((property) => property.name);
      if (props.length > 0) result[symbol.name] = [...new Set(props)].sort();
    }
  }
  return result;
}

/**
 * Class names written out in a package's JavaScript (`'MuiDataGrid-window'`): the v4 grid styled
 * itself with JSS and has no `generateUtilityClasses` calls.
 */
export function literalClassNames(packageDir: string): string[] {
  const names: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['node_modules', 'esm', 'legacy', 'modern', 'node'].includes(entry.name))
          visit(join(dir, entry.name));
      } else if (/\.js$/.test(entry.name)) {
        for (const match of readFileSync(join(dir, entry.name), 'utf8').matchAll(
          /Mui[A-Z][A-Za-z]*-[a-zA-Z][\w-]*/g,
        )) {
          names.push(match[0]);
        }
      }
    }
  };
  visit(packageDir);
  return names;
}

/** Builds the names list of an archived version. */
export function buildNamesList(version: string, siteDir: string): ArchivedNamesList {
  const specs = ARCHIVED_PACKAGES[version];
  if (!specs) throw new Error(`No package list for version ${version}: add it to ARCHIVED_PACKAGES.`);
  const root = mkdtempSync(join(tmpdir(), `api-names-${version}-`));
  try {
    const done = new Set<string>();
    const packages = specs.map((spec) => {
      const exact = lastVersion(spec.name, spec.range);
      install(spec.name, exact, root, done);
      const entries = packageEntries(join(root, 'node_modules', spec.name)).sort();
      return { name: spec.name, version: exact, product: spec.product, entries };
    });
    const mentioned = new Set<string>();
    for (const spec of specs) {
      const changelog = join(root, 'node_modules', spec.name, 'CHANGELOG.md');
      if (!existsSync(changelog)) continue;
      for (const match of readFileSync(changelog, 'utf8').matchAll(
        /@(?:mui|material-ui)\/[a-z][a-z0-9-]*/g,
      )) {
        mentioned.add(match[0]);
      }
    }
    const list: ArchivedNamesList = {
      version,
      packages,
      mentioned: [...mentioned].filter((name) => !packages.some((pkg) => pkg.name === name)).sort(),
      products: {},
      shared: { exports: [] },
    };
    const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
    for (const spec of specs.filter((entry) => entry.product === null)) {
      const dir = join(root, 'node_modules', spec.name);
      const members = declarationFiles(dir).flatMap((file) => memberNames(readFileSync(file, 'utf8')));
      list.shared.exports = sorted([
        ...list.shared.exports,
        ...exportedNames(publicEntryFiles(dir), root),
        ...members,
      ]);
    }
    for (const product of [...new Set(specs.map((spec) => spec.product))]) {
      if (product === null) continue;
      const dirs = specs
        .filter((spec) => spec.product === product)
        .map((spec) => join(root, 'node_modules', spec.name));
      const entries = dirs.flatMap((dir) => publicEntryFiles(dir));
      const members: string[] = [];
      for (const dir of dirs) {
        for (const file of declarationFiles(dir)) {
          const code = stripComments(readFileSync(file, 'utf8'));
          members.push(...memberNames(code, true), ...stringValues(code, true));
        }
      }
      list.products[product] = {
        exports: sorted(exportedNames(entries, root)),
        members: sorted(members),
        classes: sorted(dirs.flatMap((dir) => [...utilityClassNames(dir), ...literalClassNames(dir)])),
        props: componentProps(entries, MAIN_COMPONENTS[product], root, siteDir),
      };
    }
    return list;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Writes `src/data/api-names/<version>.json`, formatted by Prettier like every committed file. */
export async function writeNamesList(version: string, siteDir: string): Promise<string> {
  const list = buildNamesList(version, siteDir);
  const dir = join(siteDir, 'src/data/api-names');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${version}.json`);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(list), { ...options, filepath: file }));
  return file;
}
