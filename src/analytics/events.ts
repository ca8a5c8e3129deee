/**
 * The analytics calls that are not tied to a browser listener:
 * page views and ad events. Each takes the function to send through, so the
 * rules are tested without a page.
 */
import { parseSitePath } from '../routing/routeRules';
import type { Gtag } from './gtag';

export interface PageViewInput {
  /** `document.title` after the route has rendered. */
  title: string;
  /** `window.location.origin`. */
  origin: string;
  /** `window.location.pathname` of the new route. */
  pathname: string;
  /** The site's base URL (`/x/`), to read the locale and version segments after it. */
  baseUrl: string;
}

export interface PageViewParams {
  page_title: string;
  /** Canonical location: no language prefix, trailing slash, query or hash. */
  page_location: string;
  product_id: string | null;
  product_category_id: string | null;
}

export function pageViewParams({ title, origin, pathname, baseUrl }: PageViewInput): PageViewParams {
  const route = parseSitePath(pathname, baseUrl);
  return {
    page_title: title,
    page_location: `${origin}${route.canonical}`,
    product_id: route.product.productId,
    product_category_id: route.product.productCategoryId,
  };
}

export function sendPageView(send: Gtag, input: PageViewInput): void {
  send('event', 'page_view', pageViewParams(input));
}

export const AD_ACTIONS = ['display', 'click', 'crash'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

/** Share of ad displays that are reported (10 percent). */
export const AD_DISPLAY_SAMPLE_RATE = 0.1;

/**
 * Ad event: clicks and crashes are always sent, displays one time
 * in ten. `random` returns a number in [0, 1).
 */
export function sendAdEvent(
  send: Gtag,
  action: AdAction,
  label: string,
  random: () => number = Math.random,
): boolean {
  if (action === 'display' && !(random() < AD_DISPLAY_SAMPLE_RATE)) {
    return false;
  }
  send('event', 'ad', { event_action: action, event_label: label });
  return true;
}
