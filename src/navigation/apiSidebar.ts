/**
 * The "API reference" group each product group of `sidebars.ts` ends with,
 * built from the list `npm run api` writes (`src/data/api/sidebar.json`):
 * the product's API index as the group's page, the components in sub-groups
 * of at most 30 (labelled by their first and last name, so an open group stays
 * small in every page's HTML), the icons page, then the main types. Plan badges come from each page's
 * front matter (`plan`), like every other page's.
 */
import type { SidebarItemConfig } from './sidebarTypes';
import generated from '../data/api/sidebar.json';
import type { ProductId } from '../data/products';
import { page } from './entries';

type Entry = Exclude<SidebarItemConfig, string>;

export interface ApiSidebarPage {
  id: string;
  name: string;
  plan?: string;
}

export interface ApiSidebarProduct {
  components: readonly (readonly ApiSidebarPage[])[];
  /** The product's icons page, when it has icons. */
  icons: readonly ApiSidebarPage[];
  interfaces: readonly ApiSidebarPage[];
}

function pages(entries: readonly ApiSidebarPage[]): Entry[] {
  return entries.map((entry) => page(entry.id));
}

function subGroup(label: string, key: string, entries: readonly ApiSidebarPage[]): Entry {
  return { type: 'category', label, key, collapsed: true, items: pages(entries) };
}

export function apiReferenceGroup(product: ProductId, lists: ApiSidebarProduct): Entry {
  const components = lists.components.filter((slice) => slice.length > 0);
  const items = components.map((slice) => {
    const first = slice[0]?.name ?? '';
    const last = slice[slice.length - 1]?.name ?? '';
    return subGroup(first === last ? first : `${first} – ${last}`, `api-${product}-${first}`, slice);
  });
  items.push(...pages(lists.icons));
  if (lists.interfaces.length > 0) {
    items.push(subGroup('Interfaces and types', `api-types-${product}`, lists.interfaces));
  }
  return {
    type: 'category',
    label: 'API reference',
    // One translation key per product: the four groups share their label.
    key: `api-reference-${product}`,
    collapsed: true,
    link: { type: 'doc', id: `api/${product}/index` },
    items,
  };
}

/** The generated group of one product. */
export function apiReference(product: ProductId): Entry {
  const lists: Record<ProductId, ApiSidebarProduct> = generated;
  return apiReferenceGroup(product, lists[product]);
}
