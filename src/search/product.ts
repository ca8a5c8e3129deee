/**
 * Which product a page belongs to, from its path: the product's guide folder
 * (`/react-data-grid/…`) or its API reference (`/api/data-grid/…`), under any
 * base URL, locale or version prefix.
 */

import { PRODUCTS, type ProductId } from '../data/products';

export type { ProductId };

export interface PageProduct {
  product: ProductId | null;
  /** An API reference page (`/api/<product>/…`). */
  api: boolean;
}

export function productOfPath(pathname: string): PageProduct {
  const [path = ''] = pathname.split(/[?#]/);
  const segments = path.split('/').filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const guide = PRODUCTS.find((product) => product.guideSegment === segment);
    if (guide) return { product: guide.id, api: false };
    if (segment === 'api') {
      const api = PRODUCTS.find((product) => product.id === segments[index + 1]);
      if (api) return { product: api.id, api: true };
    }
  }
  return { product: null, api: false };
}

export function productName(id: ProductId): string {
  return PRODUCTS.find((product) => product.id === id)?.name ?? id;
}
