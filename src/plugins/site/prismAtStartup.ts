/**
 * Stands in for @docusaurus/theme-classic's start-up client module
 * `prism-include-languages` in the browser build: Prism and the extra
 * languages load with the first code block rendered in the browser instead
 * (src/theme/CodeBlock/Content/Lines.tsx), so pages that hydrate from the
 * server's HTML never evaluate them.
 */
export {};
