/**
 * The demo model: what the site knows about a demo from its imports alone,
 * as pure functions shared by the build (src/plugins/demos) and the browser
 * (this folder). The products and their packages come from
 * `src/data/products.ts`; the chunk families from `src/plugins/site/chunks.ts`.
 */
import { PRODUCTS, productOfPackage, type ProductId } from '../../data/products';
import { familyOfPackage } from '../../plugins/site/chunkFamilies';
import { FLAVOURS, type Flavour } from '../../plugins/demos/types';
import type { CodeStyling } from '../../preferences/displayPreferences';

/** `@mui/x-data-grid/models` → `@mui/x-data-grid`; relative imports → null. */
export function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** The products whose packages a demo imports, in the order of the product table. */
export function demoProducts(imports: readonly string[]): ProductId[] {
  const found = new Set(
    imports
      .map(packageName)
      .map((name) => (name ? productOfPackage(name)?.product : undefined))
      .filter((product): product is ProductId => product !== undefined),
  );
  return PRODUCTS.map((product) => product.id).filter((id) => found.has(id));
}

/**
 * Demos of a page with the same key share a chunk: the library chunk families
 * they import, MUI's base aside (every demo needs it).
 */
export function demoGroupKey(imports: readonly string[]): string {
  const families = imports
    .map(packageName)
    .map((name) => (name ? familyOfPackage(name) : null))
    .filter((family): family is string => family !== null && family !== 'mui-base');
  return [...new Set(families)].sort().join('+');
}

/**
 * What the server HTML of a demo shows until it is live:
 * - `render`: the demo itself, rendered on the server;
 * - `placeholder`: a box of the demo's size that says what is loading, for
 *   demos whose components draw nothing on the server. The Data Grid renders
 *   nothing until it runs in a browser (its root checks `useIsSSR` and returns
 *   null), and `NoSsr` keeps its children out of the server HTML on purpose.
 */
export type SnapshotKind = 'render' | 'placeholder';

const CLIENT_ONLY_PRODUCTS: readonly ProductId[] = ['data-grid'];
const CLIENT_ONLY_MODULES = ['@mui/material/NoSsr'];

export function snapshotKind(imports: readonly string[]): SnapshotKind {
  const clientOnly =
    demoProducts(imports).some((product) => CLIENT_ONLY_PRODUCTS.includes(product)) ||
    imports.some((specifier) => CLIENT_ONLY_MODULES.includes(specifier));
  return clientOnly ? 'placeholder' : 'render';
}

/** The date libraries whose locale the site can set for a demo's pickers (month and day names). */
export const DATE_LIBRARIES = ['dayjs', 'date-fns', 'luxon', 'moment'] as const;
export type DateLibrary = (typeof DATE_LIBRARIES)[number];

const ADAPTER_LIBRARY: Record<string, DateLibrary> = {
  AdapterDayjs: 'dayjs',
  AdapterDateFns: 'date-fns',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
};

/**
 * The date library of a demo's pickers, from the adapter it imports
 * (`@mui/x-date-pickers/AdapterDayjs` → `dayjs`); null without an adapter,
 * with several, or with one for another calendar (Jalali, Hijri), whose demos
 * choose their locale themselves.
 */
export function dateLibrary(imports: readonly string[]): DateLibrary | null {
  const libraries = new Set(
    imports
      .map((specifier) => /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/.exec(specifier)?.[1])
      .filter((adapter): adapter is string => adapter !== undefined)
      .map((adapter) => ADAPTER_LIBRARY[adapter] ?? null),
  );
  const [only] = libraries;
  return libraries.size === 1 && only ? only : null;
}

/** What the sources loader adds to a demo's sources (`DemoSources.model`). */
export interface DemoModel {
  products: ProductId[];
  snapshot: SnapshotKind;
  dateLibrary: DateLibrary | null;
}

export function demoModel(imports: readonly string[]): DemoModel {
  return {
    products: demoProducts(imports),
    snapshot: snapshotKind(imports),
    dateLibrary: dateLibrary(imports),
  };
}

export const FLAVOUR_OF_STYLING: Record<CodeStyling, Flavour> = {
  'MUI System': 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};

export const STYLING_OF_FLAVOUR: Record<Flavour, CodeStyling> = {
  system: 'MUI System',
  tailwind: 'Tailwind',
  css: 'CSS',
};

/**
 * The flavour a demo shows: the reader's styling choice when the demo has it,
 * else MUI System, which every demo has.
 */
export function shownFlavour(available: readonly Flavour[], styling: CodeStyling): Flavour {
  const wanted = FLAVOUR_OF_STYLING[styling];
  return available.includes(wanted) ? wanted : 'system';
}

/** The flavours of a demo, in toolbar order. */
export function availableFlavours(has: (flavour: Flavour) => boolean): Flavour[] {
  return FLAVOURS.filter(has);
}

/** Edits re-render the demo this long after the last keystroke (the demo panel, the playground). */
export const EDIT_DEBOUNCE_MS = 400;
