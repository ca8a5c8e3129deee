/**
 * The site's analytics. The global function is `window.gtag`; its
 * queue is `window.dataLayer` (see gtag.ts). Other features call these:
 */
import { sendAdEvent, type AdAction } from './events';
import { gtagCall } from './gtag';

export { updateUserProperties, type UserProperties } from './userProperties';
export { readQueue } from './gtag';

/** Ad block events: `display` (sampled at 10 percent), `click`, `crash`. */
export function trackAdEvent(action: AdAction, label: string): void {
  sendAdEvent(gtagCall, action, label);
}
