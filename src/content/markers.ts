/**
 * Page markers (the flags of a navigation entry): plan, new, unstable and
 * planned. The one rule for marking a page: its front matter (`plan: pro`,
 * `newFeature: true`, `unstable: true`). The build copies those keys into
 * `sidebar_custom_props` (see `withSidebarMarkers`), so the sidebar badge, the
 * ad rule and the content manifest all read the same value. Only roadmap links,
 * which have no page, carry markers in `sidebars.ts`.
 */

export const PLANS = ['pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export interface PageMarkers {
  plan?: Plan;
  newFeature?: boolean;
  unstable?: boolean;
  planned?: boolean;
}

/** Front matter keys that are markers, and the value each accepts. */
const FLAG_KEYS = ['newFeature', 'unstable'] as const;
/** `mit` is the free plan: generated API pages state it, and it marks nothing. */
const FREE_PLAN = 'mit';

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

export class FrontMatterError extends Error {
  constructor(filePath: string, message: string) {
    super(`Front matter of ${filePath}: ${message}`);
    this.name = 'FrontMatterError';
  }
}

/**
 * The markers a page's front matter declares. Strict, because a writer's typo
 * (`plan: Pro`, `newFeature: yes`) would otherwise silently drop a badge and
 * show ads on a paid feature: it throws a `FrontMatterError` naming the file.
 */
export function markersFromFrontMatter(frontMatter: Record<string, unknown>, filePath: string): PageMarkers {
  const markers: PageMarkers = {};
  const { plan } = frontMatter;
  if (plan !== undefined && plan !== FREE_PLAN) {
    const known = PLANS.find((candidate) => candidate === plan);
    if (!known) {
      throw new FrontMatterError(
        filePath,
        `plan must be one of ${[...PLANS, FREE_PLAN].join(', ')}, not ${JSON.stringify(plan)}.`,
      );
    }
    markers.plan = known;
  }
  for (const flag of FLAG_KEYS) {
    const value = frontMatter[flag];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') {
      throw new FrontMatterError(filePath, `${flag} must be true or false, not ${JSON.stringify(value)}.`);
    }
    if (value) markers[flag] = true;
  }
  return markers;
}

/**
 * Front matter with its markers copied into `sidebar_custom_props`, which
 * Docusaurus hands to the page's sidebar entry (where the badges are drawn).
 * Other custom props a writer set are kept.
 */
export function withSidebarMarkers(
  frontMatter: Record<string, unknown>,
  filePath: string,
): Record<string, unknown> {
  const markers = markersFromFrontMatter(frontMatter, filePath);
  if (Object.keys(markers).length === 0) return frontMatter;
  const existing = isRecord(frontMatter.sidebar_custom_props) ? frontMatter.sidebar_custom_props : {};
  return { ...frontMatter, sidebar_custom_props: { ...existing, ...markers } };
}

/**
 * A page shows an ad unless its front matter says `ads: false` or it
 * documents a Pro or Premium feature (front matter `plan`).
 */
export function pageAllowsAds(frontMatter: Record<string, unknown>): boolean {
  if (frontMatter.ads === false) {
    return false;
  }
  return readMarkers({ plan: frontMatter.plan }).plan === undefined;
}
