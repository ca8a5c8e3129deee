/**
 * Typed builders for `sidebars.ts` entries. A page's markers (plan, new,
 * unstable) come from its front matter, never from here; planned features,
 * which have no page, take theirs from `src/data/roadmap.ts`.
 */
import type { SidebarItemConfig } from './sidebarTypes';
import { PLANNED_FEATURES, type PlannedFeature, type PlannedFeatureId } from '../data/roadmap';

type Entry = Exclude<SidebarItemConfig, string>;

/** A doc page, by its id (its path under `docs/` without extension). */
export function page(id: string): Entry {
  return { type: 'doc', id };
}

/** A feature that is on the roadmap but not shipped: links to its entry on the roadmap page. */
export function planned(feature: PlannedFeatureId): Entry {
  const { label, markers, href } = PLANNED_FEATURES[feature] as PlannedFeature;
  return {
    type: 'link',
    label,
    href: href ?? `/introduction/roadmap/#${feature}`,
    customProps: { ...markers, planned: true },
  };
}

/**
 * A category. Give `key` when the same label appears in several places (each
 * product has "Main features"): the key names its translation, so each can be
 * translated on its own and Docusaurus does not refuse the duplicate.
 */
export function group(
  label: string,
  items: Entry[],
  options: { collapsed?: boolean; key?: string } = {},
): Entry {
  return {
    type: 'category',
    label,
    collapsed: options.collapsed ?? true,
    items,
    ...(options.key ? { key: options.key } : {}),
  };
}
