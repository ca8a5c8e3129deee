/**
 * The four products, once: their names (not translated), the path segment of
 * their guides (`/react-data-grid/…`; the API reference uses the id:
 * `/api/data-grid/…`), the page each starts at, the analytics product id, and
 * the npm packages that make them up with the plan of each.
 */
export const PRODUCT_PLANS = ['mit', 'pro', 'premium'] as const;
/** A package's licence plan; `mit` is the free Community plan. */
export type PackagePlan = (typeof PRODUCT_PLANS)[number];

export const PRODUCTS = [
  {
    id: 'data-grid',
    name: 'Data Grid',
    guideSegment: 'react-data-grid',
    path: '/react-data-grid/',
    analyticsId: 'x-data-grid',
    packages: [
      { name: '@mui/x-data-grid', plan: 'mit' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ],
  },
  {
    id: 'date-pickers',
    name: 'Date and Time Pickers',
    guideSegment: 'react-date-pickers',
    path: '/react-date-pickers/',
    analyticsId: 'x-date-pickers',
    packages: [
      { name: '@mui/x-date-pickers', plan: 'mit' },
      { name: '@mui/x-date-pickers-pro', plan: 'pro' },
    ],
  },
  {
    id: 'charts',
    name: 'Charts',
    guideSegment: 'react-charts',
    path: '/react-charts/',
    analyticsId: 'x-charts',
    packages: [
      { name: '@mui/x-charts', plan: 'mit' },
      { name: '@mui/x-charts-pro', plan: 'pro' },
    ],
  },
  {
    id: 'tree-view',
    name: 'Tree View',
    guideSegment: 'react-tree-view',
    path: '/react-tree-view/',
    analyticsId: 'x-tree-view',
    packages: [
      { name: '@mui/x-tree-view', plan: 'mit' },
      { name: '@mui/x-tree-view-pro', plan: 'pro' },
    ],
  },
] as const satisfies readonly {
  id: string;
  name: string;
  guideSegment: string;
  path: string;
  analyticsId: string;
  packages: readonly { name: string; plan: PackagePlan }[];
}[];

export type Product = (typeof PRODUCTS)[number];
export type ProductId = Product['id'];

export function isProductId(value: unknown): value is ProductId {
  return PRODUCTS.some((product) => product.id === value);
}

/** The product with this id (throws for an unknown id: a typo in code, not reader input). */
export function productById(id: ProductId): Product {
  const product = PRODUCTS.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`Unknown product id "${id}".`);
  return product;
}

/** The product and plan of an npm package name (`@mui/x-charts-pro`), or null when it is none of ours. */
export function productOfPackage(packageName: string): { product: ProductId; plan: PackagePlan } | null {
  for (const product of PRODUCTS) {
    const found = product.packages.find((entry) => entry.name === packageName);
    if (found) return { product: product.id, plan: found.plan };
  }
  return null;
}

export interface PathProduct {
  product: ProductId | null;
  /** An API reference page (`/api/<product id>/…`). */
  api: boolean;
}

/**
 * Which product owns a path: the first segment that is a product's guide
 * folder (`/react-data-grid/…`) or `api` followed by a product id
 * (`/api/charts/…`), under any base URL, locale or version prefix. Query
 * and hash are ignored. Paths of no product (introduction, migration…) give null.
 */
export function productOfPath(pathname: string): PathProduct {
  const [path = ''] = pathname.split(/[?#]/);
  const segments = path.split('/').filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const guide = PRODUCTS.find((product) => product.guideSegment === segment);
    if (guide) return { product: guide.id, api: false };
    if (segment === 'api') {
      const next = segments[index + 1];
      if (isProductId(next)) return { product: next, api: true };
    }
  }
  return { product: null, api: false };
}
