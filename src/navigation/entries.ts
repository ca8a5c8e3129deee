/** Typed builders for `sidebars.ts` entries, so markers are checked at compile time. */
import type { SidebarItemConfig } from '@docusaurus/plugin-content-docs/lib/sidebars/types.js';
import type { PageMarkers } from './markers';

type Entry = Exclude<SidebarItemConfig, string>;

function withMarkers(markers: PageMarkers): { customProps?: Record<string, unknown> } {
  return Object.keys(markers).length > 0 ? { customProps: { ...markers } } : {};
}

/** A doc page, by its id (its path under `docs/` without extension). */
export function page(id: string, markers: PageMarkers = {}): Entry {
  return { type: 'doc', id, ...withMarkers(markers) };
}

/** A feature without a page of its own yet: links to its roadmap entry. */
export function roadmapLink(label: string, roadmapAnchor: string, markers: PageMarkers = {}): Entry {
  return { type: 'link', label, href: `/introduction/roadmap/#${roadmapAnchor}`, ...withMarkers(markers) };
}

/** A feature that is on the roadmap but not shipped. */
export function planned(label: string, roadmapAnchor: string, markers: PageMarkers = {}): Entry {
  return roadmapLink(label, roadmapAnchor, { ...markers, planned: true });
}

export function group(label: string, items: Entry[], options: { collapsed?: boolean } = {}): Entry {
  return { type: 'category', label, collapsed: options.collapsed ?? true, items };
}
