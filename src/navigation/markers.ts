/** Markers a navigation entry may carry (SPEC §3, navigation page entry). */

export const PLANS = ['pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export interface PageMarkers {
  plan?: Plan;
  newFeature?: boolean;
  unstable?: boolean;
  planned?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads markers from a sidebar item's `customProps`, ignoring anything malformed. */
export function readMarkers(customProps: unknown): PageMarkers {
  if (!isRecord(customProps)) {
    return {};
  }
  const markers: PageMarkers = {};
  const plan = PLANS.find((candidate) => candidate === customProps.plan);
  if (plan) {
    markers.plan = plan;
  }
  for (const flag of ['newFeature', 'unstable', 'planned'] as const) {
    if (customProps[flag] === true) {
      markers[flag] = true;
    }
  }
  return markers;
}
