/**
 * A demo's snapshot: its server-rendered HTML, shown until the demo is live.
 *
 * On the server the snapshot is the demo itself, rendered (ServerSnapshot.tsx).
 * In the browser the page hydrates with the same HTML, read from the page
 * before hydration and given back to React as the element's inner HTML, which
 * React keeps as it is; the demo's code is not needed for that.
 */
import { serverPage } from '@site/src/hydration/serverPage';

/** The attribute that names a demo's snapshot element (`data-demo-snapshot="<demo name>"`). */
export const SNAPSHOT_ATTRIBUTE = 'data-demo-snapshot';

/**
 * The snapshot HTML of the demo named `name`, while the page is still the one
 * the server sent; '' otherwise (after a client-side navigation, or on the server).
 */
export function readSnapshot(name: string, doc: Document | undefined = globalThis.document): string {
  const page = serverPage(doc);
  if (!page) return '';
  const element = Array.from(page.querySelectorAll(`[${SNAPSHOT_ATTRIBUTE}]`)).find(
    (candidate) => candidate.getAttribute(SNAPSHOT_ATTRIBUTE) === name,
  );
  return element?.innerHTML ?? '';
}
