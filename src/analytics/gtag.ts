/**
 * The one global analytics function, `window.gtag`, and its queue.
 *
 * Every call goes to `window.dataLayer` (the standard gtag queue: each entry
 * is the `arguments` of one call, e.g. `['event', 'page_view', {...}]`).
 * With a measurement id, the third-party tag script is loaded and reads that
 * queue; without one, nothing external loads and the queue simply stays in
 * the page, which is where the end-to-end tests read the events.
 * With Global Privacy Control or Do Not Track on, calls are dropped.
 */
import { browserPrivacySignals, isTrackingAllowed } from './privacy';

export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Loader of the third-party tag, given the measurement id. */
export const TAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

export interface InstallOptions {
  /** Empty: no third-party script, events stay in the in-page queue. */
  measurementId: string;
  win?: Window;
}

export interface AnalyticsState {
  /** False when the reader's privacy signals forbid sending anything. */
  allowed: boolean;
  /** True when the third-party script was added to the page. */
  scriptLoaded: boolean;
}

const INSTALLED = Symbol.for('x-docs.analytics.installed');

type MarkedGtag = Gtag & { [INSTALLED]?: AnalyticsState };

/**
 * Defines `window.gtag` (once; a second call returns the first state) and,
 * when allowed and configured, loads the tag script.
 */
export function installAnalytics({ measurementId, win = window }: InstallOptions): AnalyticsState {
  const existing = (win.gtag as MarkedGtag | undefined)?.[INSTALLED];
  if (existing) {
    return existing;
  }
  const allowed = isTrackingAllowed(browserPrivacySignals(win));
  const queue = (win.dataLayer = win.dataLayer ?? []);
  const gtag: MarkedGtag = function gtag() {
    if (allowed) {
      // The tag script expects the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      queue.push(arguments);
    }
  };
  const id = measurementId.trim();
  const state: AnalyticsState = { allowed, scriptLoaded: allowed && id !== '' };
  gtag[INSTALLED] = state;
  win.gtag = gtag;
  if (state.scriptLoaded) {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${TAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
    win.document.head.appendChild(script);
    gtag('js', new Date());
    // Page views are sent by the site on every route change, not by the tag.
    gtag('config', id, { send_page_view: false });
  }
  return state;
}

/** Sends through the global function; a no-op before it is installed (server side, tests). */
export function gtagCall(...args: unknown[]): void {
  if (typeof window !== 'undefined') {
    window.gtag?.(...args);
  }
}

/** The queue as plain arrays, for tests and debugging. */
export function readQueue(win: Window = window): unknown[][] {
  return (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}
