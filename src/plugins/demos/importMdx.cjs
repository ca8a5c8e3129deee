/**
 * `import('@mdx-js/mdx')`, the ESM-only MDX parser, from a plain CommonJS file:
 * Docusaurus loads the config and its plugins through jiti, which compiles a
 * dynamic import in TypeScript into `require()` and cannot require an ES module.
 * This file is loaded as it is, so its import stays native.
 */
module.exports = () => import('@mdx-js/mdx');
