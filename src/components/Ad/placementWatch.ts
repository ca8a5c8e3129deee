/**
 * The advertisement block's state machine, free of React and of
 * the real clock: the caller injects how a check observes the page, the
 * timer functions and the random source.
 */

/** Checks for a third-party placement, one every 500 ms, at most 30. */
export const PLACEMENT_CHECK_INTERVAL_MS = 500;
export const MAX_PLACEMENT_CHECKS = 30;
/** With no placement after more than this many checks, the reader blocks ads. */
export const BLOCKED_AFTER_CHECKS = 6;
/** Share of blocked readers who see the ad-blocker appeal instead of an in-house ad. */
export const APPEAL_SHARE = 0.2;

/** What one check found: nothing yet, a paid placement, or the ad service's fallback placement. */
export type Placement = 'none' | 'third-party' | 'fallback';

/** What the block shows: `pending` keeps the reserved, empty slot. */
export type AdOutcome = 'pending' | 'third-party' | 'in-house' | 'appeal';

export interface WatchState {
  checks: number;
  outcome: AdOutcome;
}

export const INITIAL_WATCH_STATE: WatchState = { checks: 0, outcome: 'pending' };

/** The state after one more check. `random` returns a number in [0, 1). */
export function nextWatchState(state: WatchState, placement: Placement, random: () => number): WatchState {
  const checks = state.checks + 1;
  if (placement === 'third-party') {
    return { checks, outcome: 'third-party' };
  }
  if (placement === 'fallback') {
    return { checks, outcome: 'in-house' };
  }
  if (state.outcome === 'pending' && checks > BLOCKED_AFTER_CHECKS) {
    return { checks, outcome: random() < APPEAL_SHARE ? 'appeal' : 'in-house' };
  }
  return { checks, outcome: state.outcome };
}

/** True when no later check can change the outcome. */
export function isWatchFinished(state: WatchState, lastPlacement: Placement): boolean {
  return lastPlacement !== 'none' || state.checks >= MAX_PLACEMENT_CHECKS;
}

export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface WatchOptions {
  observe: () => Placement;
  onChange: (state: WatchState) => void;
  clock?: Clock;
  random?: () => number;
}

/**
 * Runs the checks: the first at once, then every 500 ms until a placement is
 * found or 30 checks are done. A blocked reader keeps being checked, so a
 * placement that turns up late still replaces the in-house ad. Returns a
 * function that stops the checks.
 */
export function watchPlacement({
  observe,
  onChange,
  clock = realClock,
  random = Math.random,
}: WatchOptions): () => void {
  let state = INITIAL_WATCH_STATE;
  let handle: unknown;
  let stopped = false;
  const check = () => {
    if (stopped) {
      return;
    }
    const placement = observe();
    const next = nextWatchState(state, placement, random);
    const changed = next.outcome !== state.outcome;
    state = next;
    if (changed) {
      onChange(state);
    }
    if (!isWatchFinished(state, placement)) {
      handle = clock.setTimeout(check, PLACEMENT_CHECK_INTERVAL_MS);
    }
  };
  check();
  return () => {
    stopped = true;
    clock.clearTimeout(handle);
  };
}

/** Marks the ad service's own "no paid ad" placement inside the slot. */
export const FALLBACK_PLACEMENT_SELECTOR = '[data-ad-fallback]';

/**
 * What the slot's third-party container holds: the fallback placement, a paid
 * placement (any element with an http(s) link), or nothing yet.
 */
export function observePlacement(container: Element | null): Placement {
  if (!container) {
    return 'none';
  }
  if (container.querySelector(FALLBACK_PLACEMENT_SELECTOR)) {
    return 'fallback';
  }
  const links = Array.from(container.querySelectorAll('a[href]'));
  const paid = links.some((link) => /^https?:/i.test(link.getAttribute('href') ?? ''));
  return paid ? 'third-party' : 'none';
}

/** Sends the display event 2.5 s after an ad is shown; returns a function that cancels it. */
export const DISPLAY_DELAY_MS = 2500;

export function scheduleDisplayEvent(
  label: string,
  send: (label: string) => void,
  clock: Clock = realClock,
): () => void {
  const handle = clock.setTimeout(() => send(label), DISPLAY_DELAY_MS);
  return () => clock.clearTimeout(handle);
}
