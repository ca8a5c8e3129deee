/**
 * When a demo goes live: once any of it is on screen (then it waits its turn
 * in the page's queue, liveQueue.ts), or at once when the reader touches it
 * (earlyInput.ts reports the touch).
 */
import { useEffect, type RefObject } from 'react';
import { liveQueue } from './liveQueue';

/**
 * A demo starts loading once a real part of it is on screen: 48 px (about
 * three lines of text) above the bottom edge of the screen or below its top
 * edge. A sliver at the edge, which shows the reader nothing yet (a phone
 * whose fold cuts the top border of a grid), waits until the reader scrolls to
 * it; a touch on it makes it live at once, and input on its snapshot is held
 * and replayed, so nothing is lost by waiting.
 */
const VISIBLE_MARGIN = '-48px 0px';

/**
 * Calls `start()` through the queue once `target` comes on screen; the queue
 * moves on when `live` settles. Without IntersectionObserver, at once.
 * Does nothing while `waiting` is false (the demo is already live or asked).
 */
export function useGoLiveWhenVisible(
  target: RefObject<HTMLElement | null>,
  start: () => void,
  live: Promise<void>,
  waiting: boolean,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !waiting) return;
    const enqueue = () =>
      liveQueue.enqueue(() => {
        start();
        return live;
      });
    if (typeof IntersectionObserver === 'undefined') {
      enqueue();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        enqueue();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, start, live, waiting]);
}
