/**
 * When a live demo loads: once its section comes near the viewport or the
 * reader touches it, whichever is first.
 */
import { useEffect, type RefObject } from 'react';

/** How far below (or above) the viewport a demo starts loading, so it is live when the reader gets there. */
const REVEAL_MARGIN = '300px 0px';
/** Touching a demo that is not live yet makes it live at once. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Calls `reveal` once, when `target` comes near the viewport or the reader
 * interacts with it, whichever is first. Without IntersectionObserver it
 * reveals at once.
 *
 * Interactions are heard on the document, in the capture phase: React stops
 * an event aimed at server HTML it has not hydrated yet at the page's root, so
 * a listener on the content itself would never hear it.
 */
export function useReveal(target: RefObject<HTMLElement | null>, reveal: () => void): void {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const doc = element.ownerDocument;
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      cleanup();
      reveal();
    };
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) once();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), {
            rootMargin: REVEAL_MARGIN,
          });
    observer?.observe(element);
    INTERACTIONS.forEach((type) =>
      doc.addEventListener(type, onInteraction, { capture: true, passive: true }),
    );
    function cleanup() {
      observer?.disconnect();
      INTERACTIONS.forEach((type) => doc.removeEventListener(type, onInteraction, { capture: true }));
    }
    if (!observer) once();
    return cleanup;
  }, [target, reveal]);
}
