// @ts-check
/**
 * Fixed one-minute windows per client address: at most `limit` requests in
 * each window. The clock is injected so the rule is tested without waiting.
 */

export const WINDOW_MS = 60_000;

/**
 * @param {{ limit: number, now?: () => number }} options
 */
export function createRateLimiter({ limit, now = Date.now }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  let lastSweep = now();

  /** Forgets addresses whose window has ended, so memory stays bounded. */
  function sweep(/** @type {number} */ time) {
    if (time - lastSweep < WINDOW_MS) return;
    lastSweep = time;
    for (const [address, window] of windows) {
      if (time - window.start >= WINDOW_MS) windows.delete(address);
    }
  }

  return {
    /**
     * Counts one request from `address`.
     * @param {string} address
     * @returns {{ allowed: true } | { allowed: false, retryAfterSeconds: number }}
     */
    hit(address) {
      const time = now();
      sweep(time);
      let window = windows.get(address);
      if (!window || time - window.start >= WINDOW_MS) {
        window = { start: time, count: 0 };
        windows.set(address, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000)),
      };
    },
    /** Number of addresses currently tracked. */
    get size() {
      return windows.size;
    },
  };
}
