/**
 * The ESM-only remark modules the Markdown writer needs, imported natively
 * from a plain CommonJS file (see src/plugins/demos/importMdx.cjs for why):
 * GFM and directive syntax for the parser, and the Markdown serializer with
 * its GFM extension (tables, strikethrough, autolinks). One after the other:
 * they share modules, and jest's ES module loader fails on parallel imports
 * of a shared module.
 */
module.exports = async () => {
  const gfm = await import('remark-gfm');
  const directive = await import('remark-directive');
  const toMarkdown = await import('mdast-util-to-markdown');
  const gfmMarkdown = await import('mdast-util-gfm');
  return {
    remarkGfm: gfm.default,
    remarkDirective: directive.default,
    toMarkdown: toMarkdown.toMarkdown,
    gfmToMarkdown: gfmMarkdown.gfmToMarkdown,
  };
};
