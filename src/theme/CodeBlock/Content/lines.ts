/**
 * The component that renders a block's lines. This is the server's (and the
 * type checker's) view: the lines, highlighted, at once. The browser build
 * replaces this module with LinesLoader.tsx (src/plugins/site/index.ts).
 */
export { default } from './Lines';
export type { LinesProps } from './Lines';
