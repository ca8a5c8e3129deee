/**
 * Relative links between doc files (`[editing](../editing/index.mdx)`) work in
 * every locale. Docusaurus resolves a relative file link inside the folder
 * the linking file sits in, so in the Chinese build a link from an untranslated
 * page (built from `docs/`) to a translated one (built from `i18n/zh/…`), or the
 * other way round, finds no file and fails the build. This remark plugin,
 * which runs before Docusaurus's own, turns each relative file link into the
 * same link from the docs root (`/react-data-grid/editing/index.mdx`), which
 * Docusaurus resolves in the translated folder first and in `docs/` after.
 */
import { dirname, relative, resolve, sep } from 'node:path';

interface LinkNode {
  type: string;
  url?: string;
  children?: LinkNode[];
}

/** The content roots a doc file can sit in: `docs/`, `versioned_docs/version-N/`, `i18n/<locale>/…/<version>/`. */
export function contentRoot(file: string, siteDir: string): string | null {
  const path = relative(siteDir, file).split(sep).join('/');
  const match =
    /^(docs)\//.exec(path) ??
    /^(versioned_docs\/[^/]+)\//.exec(path) ??
    /^(i18n\/[^/]+\/docusaurus-plugin-content-docs\/[^/]+)\//.exec(path);
  return match?.[1] ? resolve(siteDir, match[1]) : null;
}

/** A relative link to a Markdown file, from the docs root; null when the link is not one (or leaves the docs). */
export function docsRootLink(url: string, file: string, root: string): string | null {
  if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return null;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  if (!/\.mdx?$/.test(path)) return null;
  const target = relative(root, resolve(dirname(file), decodeURI(path)))
    .split(sep)
    .join('/');
  if (target.startsWith('..')) return null;
  return `/${encodeURI(target)}${rest}`;
}

export default function remarkDocsRootLinks(options: { siteDir: string }) {
  return (tree: LinkNode, file: { path?: string }) => {
    const root = file.path ? contentRoot(file.path, options.siteDir) : null;
    if (!root || !file.path) return;
    const visit = (node: LinkNode) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        node.url = docsRootLink(node.url, file.path ?? '', root) ?? node.url;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
