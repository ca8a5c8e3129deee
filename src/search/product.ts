/**
 * Which product a page belongs to, from its path: the product's guide folder
 * (`/react-data-grid/…`) or its API reference (`/api/data-grid/…`), under any
 * base URL, locale or version prefix.
 */

export type ProductId = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

export interface ProductInfo {
  id: ProductId;
  /** Product names are not translated. */
  name: string;
  /** Path segment of the product's guides. */
  guideSegment: string;
}

export const SEARCH_PRODUCTS: readonly ProductInfo[] = [
  { id: 'data-grid', name: 'Data Grid', guideSegment: 'react-data-grid' },
  { id: 'date-pickers', name: 'Date and Time Pickers', guideSegment: 'react-date-pickers' },
  { id: 'charts', name: 'Charts', guideSegment: 'react-charts' },
  { id: 'tree-view', name: 'Tree View', guideSegment: 'react-tree-view' },
];

export interface PageProduct {
  product: ProductId | null;
  /** An API reference page (`/api/<product>/…`). */
  api: boolean;
}

export function productOfPath(pathname: string): PageProduct {
  const [path = ''] = pathname.split(/[?#]/);
  const segments = path.split('/').filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const guide = SEARCH_PRODUCTS.find((product) => product.guideSegment === segment);
    if (guide) return { product: guide.id, api: false };
    if (segment === 'api') {
      const api = SEARCH_PRODUCTS.find((product) => product.id === segments[index + 1]);
      if (api) return { product: api.id, api: true };
    }
  }
  return { product: null, api: false };
}

export function productName(id: ProductId): string {
  return SEARCH_PRODUCTS.find((product) => product.id === id)?.name ?? id;
}
