/**
 * `<Demo file="./demos/X.tsx" />` elements in an MDX tree: how they are found
 * and read. The remark plugin (remarkDemo.ts) uses these on the tree the
 * Docusaurus MDX pipeline gives it; the content reader (src/content) uses them
 * on a tree it parses itself with `parseMdxBody`, so both see the same demos.
 */
import { relative } from 'node:path';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import { DemoFileError, demoName, resolveDemoFile } from './demoFiles';

export interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: MdxNode[];
  children?: MdxNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number } };
}

/** The JSX element writers use for a live demo. */
export const DEMO_COMPONENT = 'Demo';

/** Every `<Demo>` element of a tree, in document order (flow or inline). */
export function findDemoElements(node: MdxNode, found: MdxNode[] = []): MdxNode[] {
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    node.name === DEMO_COMPONENT
  ) {
    found.push(node);
  }
  node.children?.forEach((child) => findDemoElements(child, found));
  return found;
}

/** The raw value of an element's `file` attribute (validated by `resolveDemoFile`). */
export function demoFileAttribute(element: MdxNode): unknown {
  return element.attributes?.find((attribute) => attribute.name === 'file')?.value;
}

export interface PageDemo {
  element: MdxNode;
  /** Absolute path of the demo's main (MUI System) file. */
  mainFile: string;
  name: string;
}

/**
 * The demos of a page, resolved to their files. Throws a `DemoFileError` naming
 * the page for a malformed or missing file, and for two demos of one name: demos
 * are found by name (`data-demo`) in the built page, so a page shows each once.
 */
export function resolvePageDemos(tree: MdxNode, pagePath: string, siteDir: string): PageDemo[] {
  const names = new Set<string>();
  return findDemoElements(tree).map((element) => {
    const mainFile = resolveDemoFile(pagePath, demoFileAttribute(element), siteDir);
    const name = demoName(mainFile);
    if (names.has(name)) {
      throw new DemoFileError(
        relative(siteDir, pagePath),
        `two demos are named "${name}"; a page can show each demo once.`,
      );
    }
    names.add(name);
    return { element, mainFile, name };
  });
}

// The ESM-only parser, imported natively (see importMdx.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const importMdx = require('./importMdx.cjs') as () => Promise<typeof import('@mdx-js/mdx')>;

/**
 * Parses the body of an MDX page (front matter already removed) into its
 * syntax tree, after the same compatibility rewrites Docusaurus applies before
 * parsing (`{#heading-id}` escaped, code blocks wrapped in ```mdx-code-block unwrapped).
 */
export async function parseMdxBody(body: string): Promise<MdxNode> {
  const { createProcessor } = await importMdx();
  const processor = createProcessor({ format: 'mdx' });
  return processor.parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(body))) as unknown as MdxNode;
}
