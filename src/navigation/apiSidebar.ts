/**
 * The "API reference" group each product group of `sidebars.ts` ends with,
 * built from the list `npm run api` writes (`src/data/api/sidebar.json`):
 * the product's API index as the group's page, then every component and type
 * with its plan marker.
 */
import type { SidebarItemConfig } from '@docusaurus/plugin-content-docs/lib/sidebars/types.js';
import generated from '../data/api/sidebar.json';
import type { ProductId } from '../data/products';
import { page } from './entries';
import { readMarkers } from './markers';

type Entry = Exclude<SidebarItemConfig, string>;

export interface ApiSidebarPage {
  id: string;
  plan?: string;
}

export function apiReferenceGroup(product: ProductId, pages: readonly ApiSidebarPage[]): Entry {
  return {
    type: 'category',
    label: 'API reference',
    // One translation key per product: the four groups share their label.
    key: `api-reference-${product}`,
    collapsed: true,
    link: { type: 'doc', id: `api/${product}/index` },
    items: pages.map((entry) => page(entry.id, readMarkers({ plan: entry.plan }))),
  };
}

/** The generated group of one product. */
export function apiReference(product: ProductId): Entry {
  const pages: Record<ProductId, readonly ApiSidebarPage[]> = generated;
  return apiReferenceGroup(product, pages[product]);
}
