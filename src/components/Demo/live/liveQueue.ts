/**
 * Demos that come on screen go live one at a time.
 *
 * A demo that comes on screen joins the page's queue. The next one in line
 * starts only once the one before it is live (rendered and committed) or has
 * had `STEP_LIMIT_MS` to get there (a slow network, an error), and only after
 * the browser has had a task of its own in between, so input and painting
 * come first. Each demo renders in a transition (LiveArea.tsx), which React
 * splits into short tasks; queued, the demos of a page whose demos come into
 * view together do not render in one transition, whose commit would then hold
 * the main thread for all of them. A reader who touches a demo does not queue:
 * that demo starts at once.
 */

/** How long the queue waits for one demo before it starts the next anyway. */
export const STEP_LIMIT_MS = 3000;

/** Starts a demo; settles once it is live (or can no longer be). */
export type StartDemo = () => Promise<unknown>;

export interface LiveQueue {
  enqueue: (start: StartDemo) => void;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `step`, but given up on after `limitMs`. */
async function withLimit(step: StartDemo, limitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  const started = Promise.resolve()
    .then(step)
    .catch(() => undefined);
  await Promise.race([started, limit]);
  clearTimeout(timer);
}

export function createLiveQueue(limitMs: number = STEP_LIMIT_MS): LiveQueue {
  const waiting: StartDemo[] = [];
  let running = false;
  async function run(): Promise<void> {
    running = true;
    for (let start = waiting.shift(); start; start = waiting.shift()) {
      await nextTask();
      await withLimit(start, limitMs);
    }
    running = false;
  }
  return {
    enqueue(start) {
      waiting.push(start);
      if (!running) void run();
    },
  };
}

/** The page's queue: one for every demo on it. */
export const liveQueue = createLiveQueue();
