/**
 * Features on the roadmap page (`docs/introduction/roadmap.md`) that the
 * sidebar lists before they ship, keyed by their heading id on that page. A
 * planned feature has no page of its own, so its markers live here.
 */
import type { PageMarkers } from '../content/markers';

export interface PlannedFeature {
  /** Sidebar label. */
  label: string;
  markers: Omit<PageMarkers, 'planned'>;
  /** Where the entry links when the feature is described elsewhere than the roadmap page. */
  href?: string;
}

export const PLANNED_FEATURES = {
  'data-grid-nested-lazy-loading': { label: 'Nested lazy loading', markers: { plan: 'pro' } },
  'tree-view-virtualization': { label: 'Virtualization', markers: { plan: 'pro' } },
  'charts-future-components': {
    label: 'Future components',
    markers: {},
    href: '/react-charts/#planned-charts',
  },
} as const satisfies Record<string, PlannedFeature>;

export type PlannedFeatureId = keyof typeof PLANNED_FEATURES;
