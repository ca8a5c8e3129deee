/**
 * Click analytics by data attributes: any element carrying
 *
 *   data-ga-event-category="…" data-ga-event-action="…"
 *   data-ga-event-label="…"    data-ga-event-split="0.1" (optional)
 *
 * is reported when clicked (or when something inside it is), through one
 * listener on the document. A split ratio reports only that share of clicks.
 */
import type { Gtag } from './gtag';

export const CLICK_SELECTOR = '[data-ga-event-category]';

export interface ClickEvent {
  category: string;
  action: string | null;
  label: string | null;
  split: number | null;
}

/** Reads the attributes of the nearest tagged element; null when there is none. */
export function clickEventFor(target: EventTarget | null): ClickEvent | null {
  if (!(target instanceof Element)) {
    return null;
  }
  const element = target.closest<HTMLElement>(CLICK_SELECTOR);
  const category = element?.dataset.gaEventCategory?.trim();
  if (!element || !category) {
    return null;
  }
  const rawSplit = element.dataset.gaEventSplit;
  const split = rawSplit === undefined || rawSplit.trim() === '' ? null : Number(rawSplit);
  return {
    category,
    action: element.dataset.gaEventAction ?? null,
    label: element.dataset.gaEventLabel ?? null,
    split: split !== null && Number.isFinite(split) ? split : null,
  };
}

/**
 * Whether a click with this split ratio is reported. No ratio (or one outside
 * 0–1) means every click; 0.25 means about one in four.
 */
export function isSampledIn(split: number | null, random: () => number): boolean {
  if (split === null || split < 0 || split >= 1) {
    return true;
  }
  return random() < split;
}

export function sendClickEvent(send: Gtag, event: ClickEvent, random: () => number = Math.random): boolean {
  if (!isSampledIn(event.split, random)) {
    return false;
  }
  send('event', event.category, {
    event_action: event.action,
    event_label: event.label,
    event_split: event.split,
  });
  return true;
}

/** Adds the one document-level listener; returns a function that removes it. */
export function installClickTracking(
  doc: Document,
  send: Gtag,
  random: () => number = Math.random,
): () => void {
  const onClick = (event: Event) => {
    const click = clickEventFor(event.target);
    if (click) {
      sendClickEvent(send, click, random);
    }
  };
  // Capture phase: still seen when a component stops propagation.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
