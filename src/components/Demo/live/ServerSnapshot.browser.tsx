/**
 * ServerSnapshot in the browser build (src/plugins/demos/index.ts swaps it
 * in): the browser never renders a snapshot, it keeps the one the server sent
 * (LiveArea.tsx), so the page does not load MUI for it.
 */
export default function ServerSnapshot(): null {
  return null;
}
