/**
 * When a live demo loads: once its section is on screen or the reader touches
 * it, whichever is first.
 */
import { useEffect, type RefObject } from 'react';

/**
 * A demo starts loading once any of it is on screen. Until then its server HTML
 * is what the reader sees, and a press on it is held and replayed (Demo), so
 * nothing is lost by waiting; a margin would mount demos the reader has not
 * scrolled to, e.g. a grid just below the fold of a phone, during page load.
 */
const REVEAL_MARGIN = '0px';
/** Touching a demo that is not live yet makes it live at once. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Why a demo is asked to go live: it came on screen, or the reader touched it. */
export type RevealCause = 'visible' | 'touched';

/**
 * Calls `reveal('visible')` once, when `target` comes on screen, and
 * `reveal('touched')` once, when the reader interacts with it (a demo waiting
 * in line to go live skips the line when touched). Listening stops once
 * `live` settles. Without IntersectionObserver it reveals as visible at once.
 *
 * Interactions are heard on the document, in the capture phase: React stops
 * an event aimed at server HTML it has not hydrated yet at the page's root, so
 * a listener on the content itself would never hear it.
 */
export function useReveal(
  target: RefObject<HTMLElement | null>,
  reveal: (cause: RevealCause) => void,
  live: Promise<void>,
): void {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const doc = element.ownerDocument;
    let stopped = false;
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) {
        stop();
        reveal('touched');
      }
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              reveal('visible');
            },
            { rootMargin: REVEAL_MARGIN },
          );
    observer?.observe(element);
    INTERACTIONS.forEach((type) =>
      doc.addEventListener(type, onInteraction, { capture: true, passive: true }),
    );
    function stop() {
      if (stopped) return;
      stopped = true;
      observer?.disconnect();
      INTERACTIONS.forEach((type) => doc.removeEventListener(type, onInteraction, { capture: true }));
    }
    void live.then(stop);
    if (!observer) reveal('visible');
    return stop;
  }, [target, reveal, live]);
}
