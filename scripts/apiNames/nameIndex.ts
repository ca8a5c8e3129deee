/**
 * The names a guide page may use, per version and product:
 *
 * - the current version: the API reference's page models
 *   (`src/data/api/<product>/*.json`: components, props, slots, CSS classes,
 *   members of the documented interfaces such as the `apiRef` methods, events
 *   and locale keys) and the declarations of the installed packages they are
 *   generated from (every export, every declared member);
 * - an archived version: its page models when `src/data/api-<version>/` exists,
 *   and the names list `src/data/api-names/<version>.json` (exports and the
 *   props of the main components, from that line's last npm release);
 * - for every version, the libraries a guide also names: React, Material UI,
 *   the date libraries, CSS properties and the JavaScript and DOM platform.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCTS, type ProductId } from '../../src/data/products';
import {
  declarationFiles,
  emptyNames,
  findPackageDir,
  mergeNames,
  NAME_KINDS,
  readFileNames,
  readPackageNames,
  type DeclaredNames,
} from './declarations';
import { OTHER_MUI_PACKAGES, PLATFORM_NAMES } from './platform';

export interface ProductNames {
  product: ProductId;
  /** Every name of the product's API: exports, props, slots, members, class keys. */
  names: Set<string>;
  /** Props of each component (model props and slots' `slots`/`slotProps`), by component name. */
  props: Map<string, Set<string>>;
  /** Methods of the product's API objects (`apiRef.current.…`); empty when unknown. */
  apiMethods: Set<string>;
  /** Slot names of the product's components; empty when unknown. */
  slots: Set<string>;
  /** Full CSS class names (`MuiDataGrid-cell`) and theme names (`MuiDataGrid`). */
  cssClasses: Set<string>;
}

export interface VersionNames {
  version: string;
  products: Map<ProductId, ProductNames>;
  /**
   * MUI packages of the version, with their entry points (`BarChart` for `@mui/x-charts/BarChart`);
   * null when the entry points are not known (a package named in a changelog, not installed).
   */
  packages: Map<string, Set<string> | null>;
  /** Names exported by any product of the version (a page may name another product's component). */
  allExports: Set<string>;
}

/** The JSON model the API generator writes for a page (only the fields read here). */
interface PageModel {
  kind?: string;
  name?: string;
  themeName?: string;
  props?: { name: string }[];
  slots?: { name: string }[];
  classes?: { key: string; className: string }[];
  members?: { name: string }[];
  icons?: { name: string }[];
  components?: { name: string }[];
  interfaces?: { name: string }[];
}

/** Names list of an archived version (`src/data/api-names/<version>.json`). */
export interface ArchivedNamesList {
  version: string;
  packages: { name: string; version: string; product: ProductId | null; entries: string[] }[];
  /** Other MUI packages the changelogs of these packages name (`@material-ui/core`). */
  mentioned: string[];
  products: Partial<
    Record<
      ProductId,
      {
        /** Names importable from the product's packages. */
        exports: string[];
        /** Member names of their declarations (props, options, methods, enum members, locale keys, values). */
        members: string[];
        /** CSS classes the packages generate (`MuiDataGrid-cell`). */
        classes: string[];
        /** Props of the main components. */
        props: Record<string, string[]>;
      }
    >
  >;
  /** Exports and members of packages shared by the products (the licence package). */
  shared: { exports: string[] };
}

export const CURRENT_VERSION = 'current';

function emptyProduct(product: ProductId): ProductNames {
  return {
    product,
    names: new Set(),
    props: new Map(),
    apiMethods: new Set(),
    slots: new Set(),
    cssClasses: new Set(),
  };
}

const API_OBJECT = /^(GridApi|GridApiPro|GridApiPremium|\w+ApiRef)$/;

/** Adds the page models of one product folder (`src/data/api/data-grid`). */
export function addModels(target: ProductNames, folder: string): void {
  if (!existsSync(folder)) return;
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.json')) continue;
    const model = JSON.parse(readFileSync(join(folder, file), 'utf8')) as PageModel;
    const add = (name: string | undefined) => name && target.names.add(name);
    add(model.name);
    add(model.themeName);
    if (model.themeName) target.cssClasses.add(model.themeName);
    for (const entry of [...(model.components ?? []), ...(model.interfaces ?? []), ...(model.icons ?? [])])
      add(entry.name);
    for (const member of model.members ?? []) {
      add(member.name);
      if (model.name && API_OBJECT.test(model.name)) target.apiMethods.add(member.name);
    }
    for (const entry of model.classes ?? []) {
      add(entry.key);
      target.cssClasses.add(entry.className);
    }
    if (model.kind === 'component' && model.name) {
      const props = target.props.get(model.name) ?? new Set<string>();
      for (const prop of model.props ?? []) {
        props.add(prop.name);
        add(prop.name);
      }
      for (const slot of model.slots ?? []) {
        target.slots.add(slot.name);
        add(slot.name);
      }
      target.props.set(model.name, props);
    }
  }
}

function addDeclared(target: ProductNames, names: DeclaredNames): void {
  for (const key of NAME_KINDS) for (const name of names[key]) target.names.add(name);
}

/** The current version: page models plus the installed packages' declarations. */
export function currentVersionNames(siteDir: string): VersionNames {
  const products = new Map<ProductId, ProductNames>();
  const allExports = new Set<string>();
  const shared = ['@mui/x-license'].map((name) => packageNames(name, siteDir));
  for (const product of PRODUCTS) {
    const names = emptyProduct(product.id);
    addModels(names, join(siteDir, 'src/data/api', product.id));
    const packages = product.packages.map((pkg) => packageNames(pkg.name, siteDir));
    // Charts re-export d3 through their vendor package; guides name its scales and their methods.
    if (product.id === 'charts')
      packages.push(packageNames('@mui/x-charts-vendor', siteDir), d3Names(siteDir));
    for (const declared of [...packages, ...shared]) {
      addDeclared(names, declared);
      for (const name of declared.exports) allExports.add(name);
    }
    for (const pkg of product.packages) {
      const dir = findPackageDir(pkg.name, siteDir);
      if (dir) for (const className of utilityClassNames(dir)) names.cssClasses.add(className);
    }
    products.set(product.id, names);
  }
  return { version: CURRENT_VERSION, products, allExports, packages: installedMuiPackages(siteDir) };
}

/** The entry points of a package directory: its export map's subpaths, else its folders with an index. */
export function packageEntries(packageDir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports?: unknown };
  if (pkg.exports && typeof pkg.exports === 'object') {
    const keys = Object.keys(pkg.exports).filter((key) => key.startsWith('./') && key !== './package.json');
    // A pattern (`./*`) opens every folder of the package.
    if (keys.some((key) => key.includes('*'))) {
      keys.push(
        ...readdirSync(packageDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
          .map((entry) => `./${entry.name}`),
      );
    }
    return [...new Set(keys.filter((key) => !key.includes('*')).map((key) => key.slice(2)))];
  }
  return readdirSync(packageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packageDir, entry.name, 'index.d.ts')))
    .map((entry) => entry.name);
}

/**
 * The MUI packages a page of the current version may name: those installed (with their entry
 * points) and those the installed MUI X changelogs name (such as `@mui/x-charts-premium`).
 */
function installedMuiPackages(siteDir: string): Map<string, Set<string> | null> {
  const packages = new Map<string, Set<string> | null>();
  const scope = findPackageDir('@mui/x-data-grid', siteDir);
  if (!scope) return packages;
  const scopeDir = join(scope, '..');
  for (const entry of readdirSync(scopeDir)) {
    if (!existsSync(join(scopeDir, entry, 'package.json'))) continue;
    packages.set(`@mui/${entry}`, new Set(packageEntries(join(scopeDir, entry))));
    const changelog = join(scopeDir, entry, 'CHANGELOG.md');
    if (!entry.startsWith('x-') || !existsSync(changelog)) continue;
    for (const match of readFileSync(changelog, 'utf8').matchAll(/@mui\/[a-z][a-z0-9-]*/g)) {
      if (!packages.has(match[0])) packages.set(match[0], null);
    }
  }
  return packages;
}

/** The declarations of the d3 modules the charts vendor package re-exports (`@types/d3-*`). */
function d3Names(siteDir: string): DeclaredNames {
  const names = emptyNames();
  const types = findPackageDir('@types/d3-scale', siteDir);
  if (!types) return names;
  const typesDir = join(types, '..');
  for (const entry of readdirSync(typesDir)) {
    if (entry.startsWith('d3-')) mergeNames(names, readFileNames(declarationFiles(join(typesDir, entry))));
  }
  return names;
}

const UTILITY_CLASSES =
  /generateUtilityClasses(?:\.default)?\)?\(\s*['"](Mui[A-Za-z]+)['"]\s*,\s*\[([^\]]*)\]/g;

/**
 * The CSS classes a package generates (`generateUtilityClasses('MuiChartsToolbar', ['root'])` in its
 * `*Classes.js` modules), for the classes of components without a page model.
 */
export function utilityClassNames(packageDir: string): string[] {
  const names: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'esm') visit(join(dir, entry.name));
      } else if (/[Cc]lasses\.js$/.test(entry.name)) {
        for (const match of readFileSync(join(dir, entry.name), 'utf8').matchAll(UTILITY_CLASSES)) {
          const prefix = match[1] ?? '';
          names.push(prefix);
          for (const key of (match[2] ?? '').matchAll(/['"]([\w-]+)['"]/g)) names.push(`${prefix}-${key[1]}`);
        }
      }
    }
  };
  visit(packageDir);
  return names;
}

function packageNames(name: string, siteDir: string): DeclaredNames {
  const dir = findPackageDir(name, siteDir);
  if (!dir) throw new Error(`The package ${name} is not installed.`);
  return readPackageNames(dir, siteDir);
}

/** An archived version: its names list and, when present, its page models. */
export function archivedVersionNames(siteDir: string, version: string): VersionNames {
  const listFile = join(siteDir, 'src/data/api-names', `${version}.json`);
  const modelsDir = join(siteDir, `src/data/api-${version}`);
  if (!existsSync(listFile) && !existsSync(modelsDir)) {
    throw new Error(
      `No API names for version ${version}: add src/data/api-names/${version}.json (npm run api-names -- --archive ${version}).`,
    );
  }
  const list = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as ArchivedNamesList)
    : null;
  const products = new Map<ProductId, ProductNames>();
  const allExports = new Set<string>(list?.shared.exports ?? []);
  for (const product of PRODUCTS) {
    const names = emptyProduct(product.id);
    addModels(names, join(modelsDir, product.id));
    const entry = list?.products[product.id];
    for (const name of [...(entry?.exports ?? []), ...(list?.shared.exports ?? [])]) {
      names.names.add(name);
      allExports.add(name);
    }
    for (const name of entry?.members ?? []) names.names.add(name);
    for (const name of entry?.classes ?? []) names.cssClasses.add(name);
    for (const [component, props] of Object.entries(entry?.props ?? {})) {
      const set = names.props.get(component) ?? new Set<string>();
      for (const prop of props) {
        set.add(prop);
        names.names.add(prop);
      }
      names.props.set(component, set);
    }
    products.set(product.id, names);
  }
  const packages = new Map<string, Set<string> | null>(
    (list?.packages ?? []).map((pkg) => [pkg.name, new Set(pkg.entries)]),
  );
  for (const name of list?.mentioned ?? []) if (!packages.has(name)) packages.set(name, null);
  return { version, products, allExports, packages };
}

/**
 * Names from outside MUI X that guides use: React and React DOM, Material UI
 * and MUI System, CSS properties, the date libraries the pickers support, and
 * the JavaScript and DOM declarations of TypeScript.
 */
export function ecosystemNames(siteDir: string): Set<string> {
  const all = emptyNames();
  for (const name of ['@mui/material', '@mui/system', '@mui/utils', 'date-fns', 'date-fns-jalali']) {
    const dir = findPackageDir(name, siteDir);
    if (dir) mergeNames(all, readPackageNames(dir, siteDir));
  }
  for (const name of [
    '@types/react',
    '@types/react-dom',
    'csstype',
    'dayjs',
    '@types/luxon',
    'moment',
    'moment-timezone',
    'moment-hijri',
    '@types/moment-jalaali',
  ]) {
    const dir = findPackageDir(name, siteDir);
    if (dir) mergeNames(all, readFileNames(declarationFiles(dir)));
  }
  // Day.js plugins are named after their files (`customParseFormat`), not a declaration.
  const dayjs = findPackageDir('dayjs', siteDir);
  if (dayjs && existsSync(join(dayjs, 'plugin'))) {
    for (const file of readdirSync(join(dayjs, 'plugin'))) {
      if (file.endsWith('.d.ts')) all.declared.add(file.slice(0, -'.d.ts'.length));
    }
  }
  const typescript = findPackageDir('typescript', siteDir);
  if (typescript) {
    const lib = join(typescript, 'lib');
    const files = readdirSync(lib)
      .filter((file) => /^lib\.(es5|es20\d\d(\.\w+)*|dom|dom\.iterable|decorators)\.d\.ts$/.test(file))
      .map((file) => join(lib, file));
    mergeNames(all, readFileNames(files));
  }
  return new Set([...NAME_KINDS.flatMap((kind) => [...all[kind]]), ...PLATFORM_NAMES]);
}

/** The archived versions of the site (`versions.json`). */
export function archivedVersions(siteDir: string): string[] {
  const file = join(siteDir, 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** The names of every version the site has, loaded on first use. */
export class NameIndex {
  private readonly versions = new Map<string, VersionNames>();
  private ecosystem: Set<string> | null = null;

  constructor(private readonly siteDir: string) {}

  /** Every MUI package name any version of the site knows (a page may name one of another version). */
  packageNames(): Set<string> {
    const versions = [CURRENT_VERSION, ...archivedVersions(this.siteDir)];
    return new Set([
      ...versions.flatMap((version) => [...this.version(version).packages.keys()]),
      ...OTHER_MUI_PACKAGES,
    ]);
  }

  version(version: string): VersionNames {
    let names = this.versions.get(version);
    if (!names) {
      names =
        version === CURRENT_VERSION
          ? currentVersionNames(this.siteDir)
          : archivedVersionNames(this.siteDir, version);
      this.versions.set(version, names);
    }
    return names;
  }

  others(): Set<string> {
    this.ecosystem ??= ecosystemNames(this.siteDir);
    return this.ecosystem;
  }
}
