/**
 * Parts of the page a reader cannot see on load (the phone menu, closed) need
 * not render in the pass that follows hydration at once: that pass is
 * synchronous, one long task on a phone, and everything in it adds to the
 * page's blocking time. `useAfterHydration` turns true in a transition started
 * by the component's first effect, so what it gates renders in slices that
 * React can interrupt (`startTransition`), after the page has become
 * interactive. The server and hydration render see false, so the HTML matches.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
