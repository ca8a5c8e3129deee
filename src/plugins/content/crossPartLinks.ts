/**
 * In the archive part of the build (src/navigation/buildParts.ts), a Markdown
 * link to a page of the current docs (`[migration](/migration/migration-data-grid-v7/)`)
 * leaves the build: this remark plugin makes it a `pathname://` link opened in
 * the same tab, so Docusaurus loads it as a new page instead of routing to a
 * page it does not have. Links into the archived versions, file links (which
 * Docusaurus resolves inside the version) and other sites are left alone.
 */
import { partOfPath } from '../../navigation/buildParts';

interface MdNode {
  type: string;
  url?: string;
  data?: { hProperties?: Record<string, unknown> };
  children?: MdNode[];
}

/** The `pathname://` form of a link that leaves the archive part, or null for one that stays. */
export function archiveExitLink(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const [path = ''] = url.split(/[?#]/);
  if (/\.mdx?$/.test(path) || partOfPath(path, '/') === 'archive') return null;
  return `pathname://${url}`;
}

export default function remarkCrossPartLinks() {
  return (tree: MdNode) => {
    const visit = (node: MdNode) => {
      if (node.type === 'link' && node.url) {
        const exit = archiveExitLink(node.url);
        if (exit) {
          node.url = exit;
          node.data = { ...node.data, hProperties: { ...node.data?.hProperties, target: '_self' } };
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
