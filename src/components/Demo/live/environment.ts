/** Whether this code runs in the server build's render (no window), not in a browser. */
export function isServer(): boolean {
  return typeof window === 'undefined';
}
