/** Which pages get an ad, who gets an empty one, and the ad's shape for the session. */

/** Crawlers and link previewers get an empty block. */
export const BOT_USER_AGENT = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|bingpreview|preview/i;

export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}

export const AD_SHAPES = ['image', 'inline'] as const;
export type AdShape = (typeof AD_SHAPES)[number];
/** The inline shape is drawn 20 percent of the time. */
export const INLINE_SHARE = 0.2;
/** Session storage key holding the shape, so it is chosen once per session. */
export const AD_SHAPE_STORAGE_KEY = 'x-docs-ad-shape';

/** The stored shape when valid; otherwise a new draw, which the caller stores. */
export function chooseAdShape(
  stored: string | null,
  random: () => number,
): { shape: AdShape; isNew: boolean } {
  const known = AD_SHAPES.find((shape) => shape === stored);
  if (known) {
    return { shape: known, isNew: false };
  }
  return { shape: random() < INLINE_SHARE ? 'inline' : 'image', isNew: true };
}

/** Analytics label of an ad event: which ad, and where (the doc-top slot, in its shape). */
export function adEventLabel(adName: string, shape: AdShape): string {
  return `${adName}@doc-top-${shape}`;
}

/**
 * Where the shape's third-party ad comes from: the ad script (image shape) or
 * the ad list (inline shape); null when the build configures none, in which
 * case nothing can load and so nothing can be blocked.
 */
export function thirdPartySource(
  shape: AdShape,
  { scriptUrl, listUrl }: { scriptUrl: string | null; listUrl: string | null },
): string | null {
  return shape === 'inline' ? listUrl : scriptUrl;
}
