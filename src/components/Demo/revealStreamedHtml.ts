/**
 * Client module (docusaurus.config.ts): shows the server HTML React streamed
 * "out of line" before the page hydrates.
 *
 * React 19.2's server renderer writes a large Suspense boundary (every live
 * demo is one) after the page's first 12.8 kB as a placeholder plus its content
 * further down, moved into place by an inline script that reveals such
 * boundaries in batches, on a later animation frame or up to 300 ms later
 * (`$RB`, the queue; `$RV`, the reveal). A boundary still queued when React
 * hydrates is one React cannot keep while its content waits: it drops the
 * server HTML and shows the fallback, so a demo that has not been revealed yet
 * would sit empty instead of showing its server HTML. Revealing the queue at
 * once, before hydration starts, leaves every boundary complete.
 */

interface StreamingRuntime {
  $RB?: unknown;
  $RV?: unknown;
}

/** Reveals the boundaries React's inline runtime still holds back; returns how many it revealed. */
export function revealQueuedBoundaries(runtime: StreamingRuntime): number {
  const { $RB: queue, $RV: reveal } = runtime;
  if (!Array.isArray(queue) || typeof reveal !== 'function' || queue.length === 0) return 0;
  const count = queue.length / 2;
  reveal(queue);
  return count;
}

if (typeof window !== 'undefined') revealQueuedBoundaries(window as StreamingRuntime);
