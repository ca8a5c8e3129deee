/**
 * One doc page as Markdown for tools and assistants, from its MD/MDX source
 * (never from the built HTML), parsed by the MDX parser the build uses
 * (@mdx-js/mdx, with the GFM and directive syntax Docusaurus adds, after the
 * same compatibility rewrites) and written back as plain CommonMark + GFM:
 *
 * - the title, the page's markers as words ("Pro plan · New"), its description
 *   as a quote, then the body: prose, headings (without `{#id}`), lists, tables;
 * - admonitions as quotes that start with their title ("**Warning:** …");
 * - tabs flattened, each tab's label before its content;
 * - `<Demo file>` as the demo's name and its TypeScript source in a fenced
 *   `tsx` block, followed by the sibling files it imports;
 * - `<ApiPage>`, `<ApiIndex>`, `<LocaleTable>`, `<PackageVersions>` as the tables their data makes;
 * - links absolute: a link to a doc goes to that page's Markdown;
 * - no MDX left: imports, exports and comments are dropped, and a component
 *   the writer does not know fails with an error naming the file and line.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import { readFrontMatter } from '../../content/frontMatter';
import { FrontMatterError, markersFromFrontMatter } from '../../content/markers';
import { pageUses } from '../../content/page';
import type { ApiUse } from '../../content/imports';
import { DemoFileError, describeDemo, findImports } from '../demos/demoFiles';
import { resolvePageDemos, type MdxNode, type PageDemo } from '../demos/mdxDemos';
import { fillText, type LlmsText } from '../../data/llmsText';
import type { ApiIndexModel, ApiModel } from '../../components/ApiPage/types';
import { toLocaleRows } from '../../components/LocaleTable/localeRows';
import type { LocaleTableLabels } from '../../components/LocaleTable';
import type { PackageVersionsLabels } from '../../components/PackageVersions';
import { packageVersionRows } from '../../components/PackageVersions/packageVersions';
import { apiIndexMarkdown, apiPageMarkdown, type ApiGuideLink } from './apiMarkdown';
import {
  blockquote,
  code,
  heading,
  inlineCode,
  link,
  paragraph,
  plainText,
  strong,
  table,
  text,
  type MdNode,
} from './mdast';
import {
  expressionValue,
  importScope,
  isCommentExpression,
  jsxAttributes,
  MarkdownError,
  type ScopeValue,
  type SourceAt,
} from './scope';
import { ADMONITION_KEYWORDS, admonitionTitle, markerLabels, type Translator } from './text';

export { MarkdownError };

/** What the writer needs to know of a page besides its file. */
export interface PageSource {
  /** Absolute path of the file the page is built from (a translation's own file). */
  sourcePath: string;
  title: string;
  description: string;
}

export interface ConvertOptions {
  siteDir: string;
  /** Labels shared with the HTML page, in the build's locale. */
  t: Translator;
  /** The writer's own words, in the build's locale. */
  text: LlmsText;
  /**
   * The absolute URL a link of the page leads to: a doc's Markdown for a link
   * to a doc (file or URL), the page's own Markdown for `#anchor`, else the URL
   * made absolute. `file` is the page's source file.
   */
  resolveLink: (url: string, file: string) => string;
  /** The guides of a version that use an API page's component (`api-guides/<product>/<slug>.json`). */
  apiGuides: (product: string, slug: string, version: string) => ApiGuideLink[];
}

export interface ConvertedPage {
  markdown: string;
  /** Names of the demos written into the page, in page order. */
  demos: string[];
  /** MUI X names the page's code samples and demos import. */
  uses: ApiUse[];
}

type RemarkPlugin = NonNullable<import('@mdx-js/mdx').ProcessorOptions['remarkPlugins']>[number];

interface Remark {
  remarkGfm: RemarkPlugin;
  remarkDirective: RemarkPlugin;
  toMarkdown: (tree: unknown, options: Record<string, unknown>) => string;
  gfmToMarkdown: (options?: Record<string, unknown>) => unknown;
}

// ESM-only parsers, imported natively (see importMdx.cjs and importRemark.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const importMdx = require('../demos/importMdx.cjs') as () => Promise<typeof import('@mdx-js/mdx')>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const importRemark = require('./importRemark.cjs') as () => Promise<Remark>;

let modules: Promise<[typeof import('@mdx-js/mdx'), Remark]> | undefined;
function loadModules() {
  // One after the other, as in importRemark.cjs.
  modules ??= importMdx().then(async (mdx) => [mdx, await importRemark()]);
  return modules;
}

/** The body of an MD or MDX page as the build parses it (front matter already removed). */
export async function parsePageBody(
  body: string,
  format: 'md' | 'mdx',
  file: string,
  /** Lines of front matter before the body, so errors name the file's own line. */
  lineOffset = 0,
): Promise<MdNode> {
  const [{ createProcessor }, { remarkGfm, remarkDirective }] = await loadModules();
  const processor = createProcessor({ format, remarkPlugins: [remarkGfm, remarkDirective] });
  const prepared = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(body)),
    ADMONITION_KEYWORDS,
  );
  try {
    return processor.parse(prepared) as unknown as MdNode;
  } catch (error) {
    const { reason, line } = error as { reason?: string; line?: number };
    throw new MarkdownError(
      file,
      reason ?? (error instanceof Error ? error.message : String(error)),
      line === undefined ? undefined : line + lineOffset,
    );
  }
}

/** A Markdown file as CommonMark + GFM reads it (raw HTML and JSX-looking tags become `html` nodes). */
export async function parseMarkdown(markdown: string): Promise<MdNode> {
  const [{ createProcessor }, { remarkGfm }] = await loadModules();
  return createProcessor({ format: 'md', remarkPlugins: [remarkGfm] }).parse(markdown) as unknown as MdNode;
}

/** Serializes a tree as CommonMark with GFM tables (no padding to align pipes: API tables are wide). */
export async function serialize(root: MdNode): Promise<string> {
  const [, { toMarkdown, gfmToMarkdown }] = await loadModules();
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}

const FENCE_LANGUAGE: Record<string, string> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.css': 'css',
  '.json': 'json',
};

/** The files a demo's main file imports relatively, resolved as the bundler does (a module without extension). */
function demoSiblings(mainFile: string, source: string): string[] {
  return findImports(source)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => {
      const found = [specifier, `${specifier}.ts`, `${specifier}.tsx`]
        .map((candidate) => resolve(dirname(mainFile), candidate))
        .find((path) => existsSync(path) && statSync(path).isFile());
      if (found) return found;
      throw new Error(`${specifier} (imported by ${basename(mainFile)}) was not found.`);
    });
}

class PageWriter {
  readonly demos: PageDemo[] = [];
  /** Sibling files already shown with an earlier demo of the page: each is written once. */
  private readonly shownSiblings = new Set<string>();
  private readonly demoOf = new Map<unknown, PageDemo>();
  private scope: ReadonlyMap<string, ScopeValue> = new Map();

  constructor(
    private readonly file: string,
    private readonly sourcePath: string,
    private readonly options: ConvertOptions,
    private readonly lineOffset: number,
  ) {}

  private get at(): SourceAt {
    return { file: this.file, lineOffset: this.lineOffset };
  }

  private fail(message: string, node?: MdNode): never {
    const line = node?.position?.start.line;
    throw new MarkdownError(this.file, message, line === undefined ? undefined : line + this.lineOffset);
  }

  prepare(tree: MdNode): void {
    if (this.sourcePath.endsWith('.mdx')) {
      // The same tree, typed by the demos feature for the nodes it reads.
      for (const demo of resolvePageDemos(tree as MdxNode, this.sourcePath, this.options.siteDir)) {
        this.demos.push(demo);
        this.demoOf.set(demo.element as MdNode, demo);
      }
    }
    this.scope = importScope(tree, this.sourcePath, this.options.siteDir, (specifier) => {
      // `api-guides/<product>/<slug>.json` for the current version, `api-guides-7.x/…` for an archived one.
      const guides = /\/api-guides(?:-([^/]+))?\/([^/]+)\/([^/]+)\.json$/.exec(specifier);
      return guides
        ? this.options.apiGuides(guides[2] as string, guides[3] as string, guides[1] ?? 'current')
        : undefined;
    });
  }

  all(nodes: readonly MdNode[] | undefined): MdNode[] {
    return (nodes ?? []).flatMap((node) => this.node(node));
  }

  private withChildren(node: MdNode): MdNode {
    return node.children ? { ...node, children: this.all(node.children) } : { ...node };
  }

  node(node: MdNode): MdNode[] {
    switch (node.type) {
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        if (isCommentExpression(node)) return [];
        const value = expressionValue(node, this.scope, this.at);
        if (typeof value !== 'string' && typeof value !== 'number') {
          this.fail(`the expression {${String(node.value)}} is not text.`, node);
        }
        return node.type === 'mdxFlowExpression' ? [paragraph(text(String(value)))] : [text(String(value))];
      }
      case 'heading':
        return [this.heading(node)];
      case 'link':
      case 'definition':
        return [
          { ...this.withChildren(node), url: this.options.resolveLink(node.url ?? '', this.sourcePath) },
        ];
      case 'image':
        // Docusaurus bundles local images under hashed names: only an absolute image keeps its address.
        return /^https?:\/\//.test(node.url ?? '') ? [{ ...node }] : [text(node.alt ?? '')];
      case 'containerDirective':
        return this.container(node);
      case 'leafDirective':
      case 'textDirective':
        return this.unusedDirective(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      default:
        return [this.withChildren(node)];
    }
  }

  /** `## Sorting {#sorting}`: the id is the HTML page's anchor, not text. */
  private heading(node: MdNode): MdNode {
    const children = this.all(node.children);
    const last = children[children.length - 1];
    if (last?.type === 'text' && typeof last.value === 'string') {
      const value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
      children[children.length - 1] = { ...last, value };
    }
    return { ...node, children };
  }

  /** An admonition: a quote whose first words are its title in bold. */
  private container(node: MdNode): MdNode[] {
    const [first, ...rest] = node.children ?? [];
    const hasLabel = first?.data?.directiveLabel === true;
    const content = this.all(hasLabel ? rest : node.children);
    if (!ADMONITION_KEYWORDS.includes(node.name ?? '')) return content;
    const title = hasLabel && first ? plainText(first) : admonitionTitle(node.name ?? '', this.options.t);
    const [lead, ...after] = content;
    const written = hasLabel ? rest[0] : first;
    if (lead?.type === 'paragraph' && written?.type === 'paragraph') {
      return [
        blockquote(paragraph(strong(text(`${title}:`)), text(' '), ...(lead.children ?? [])), ...after),
      ];
    }
    return [blockquote(paragraph(strong(text(title))), ...content)];
  }

  /** Directive syntax that is no admonition (`:name` in prose) stays the text it was, as Docusaurus keeps it. */
  private unusedDirective(node: MdNode): MdNode[] {
    const marker = node.type === 'leafDirective' ? '::' : ':';
    const label = this.all(node.children);
    const nodes = [
      text(`${marker}${node.name ?? ''}`),
      ...(label.length ? [text('['), ...label, text(']')] : []),
    ];
    return node.type === 'leafDirective' ? [paragraph(...nodes)] : nodes;
  }

  private element(node: MdNode): MdNode[] {
    const name = node.name ?? '';
    const flow = node.type === 'mdxJsxFlowElement';
    switch (name) {
      case 'Demo':
        return this.demo(node);
      case 'ApiPage': {
        const { model, guides } = jsxAttributes(node, this.scope, this.at);
        if (!model || typeof model !== 'object') this.fail('<ApiPage> needs a model.', node);
        return apiPageMarkdown(model as ApiModel, (guides ?? []) as ApiGuideLink[], this.options.t);
      }
      case 'ApiIndex': {
        const { index } = jsxAttributes(node, this.scope, this.at);
        if (!index || typeof index !== 'object') this.fail('<ApiIndex> needs an index.', node);
        return apiIndexMarkdown(
          index as ApiIndexModel,
          (path) => this.options.resolveLink(path, this.sourcePath),
          this.options.t,
        );
      }
      case 'LocaleTable':
        return this.localeTable(node);
      case 'PackageVersions':
        return this.packageVersions(node);
      case 'Tabs':
        return this.all(node.children);
      case 'TabItem': {
        const { label, value } = jsxAttributes(node, this.scope, this.at);
        const title = typeof label === 'string' ? label : typeof value === 'string' ? value : '';
        return [...(title ? [paragraph(strong(text(title)))] : []), ...this.all(node.children)];
      }
      case 'kbd':
      case 'code':
        return [inlineCode(plainText(node))];
      case 'br':
        return [{ type: 'break' }];
      case 'strong':
      case 'b':
        return [strong(...this.all(node.children))];
      case 'em':
      case 'i':
        return [{ type: 'emphasis', children: this.all(node.children) }];
      case 'a': {
        const { href } = jsxAttributes(node, this.scope, this.at);
        const children = this.all(node.children);
        return typeof href === 'string'
          ? [link(this.options.resolveLink(href, this.sourcePath), ...children)]
          : children;
      }
      case 'summary':
        return flow ? [paragraph(strong(...this.all(node.children)))] : [strong(...this.all(node.children))];
      case 'p':
        return [paragraph(...this.all(node.children))];
      default:
        // Plain HTML containers (details, div, span, sup…) keep their content; a component must be known.
        if (/^[a-z]/.test(name)) return this.all(node.children);
        return this.fail(
          `<${name}> has no Markdown form; teach src/plugins/markdown/convert.ts how to write it as text.`,
          node,
        );
    }
  }

  private demo(node: MdNode): MdNode[] {
    const demo = this.demoOf.get(node);
    if (!demo) return this.fail('<Demo> is only a block of its own, on its own lines.', node);
    const source = readFileSync(demo.mainFile, 'utf8');
    let siblings: string[];
    try {
      siblings = demoSiblings(demo.mainFile, source);
    } catch (error) {
      throw new DemoFileError(this.file, error instanceof Error ? error.message : String(error));
    }
    const unseen = siblings.filter((path) => !this.shownSiblings.has(path));
    for (const path of unseen) this.shownSiblings.add(path);
    return [
      paragraph(strong(text(fillText(this.options.text.demo, { name: demo.name })))),
      code(source, 'tsx', `title="${basename(demo.mainFile)}"`),
      ...unseen.map((path) =>
        code(
          readFileSync(path, 'utf8'),
          FENCE_LANGUAGE[extname(path)] ?? null,
          `title="${relative(dirname(demo.mainFile), path)}"`,
        ),
      ),
    ];
  }

  /** The installed MUI X packages and their versions, from the site's package.json, as the page's table shows them. */
  private packageVersions(node: MdNode): MdNode[] {
    const { labels } = jsxAttributes(node, this.scope, this.at);
    const words = labels as PackageVersionsLabels | undefined;
    if (!words || typeof words !== 'object') this.fail('<PackageVersions> needs its labels.', node);
    const { dependencies } = JSON.parse(
      readFileSync(resolve(this.options.siteDir, 'package.json'), 'utf8'),
    ) as {
      dependencies: Record<string, string>;
    };
    return [
      table(
        [[text(words.product)], [text(words.package)], [text(words.version)]],
        packageVersionRows(dependencies).map((row) => [
          [text(row.product ?? words.shared)],
          [inlineCode(row.name)],
          [inlineCode(row.version)],
        ]),
      ),
    ];
  }

  private localeTable(node: MdNode): MdNode[] {
    const { data, labels } = jsxAttributes(node, this.scope, this.at);
    const words = labels as LocaleTableLabels | undefined;
    if (!words || typeof words !== 'object') this.fail('<LocaleTable> needs its labels.', node);
    const rows = toLocaleRows(data);
    if (rows === null) return [paragraph(text(words.unavailable))];
    const total = (data as { totalKeys: number }).totalKeys;
    return [
      table(
        [[text(words.locale)], [text(words.tag)], [text(words.importName)], [text(words.completion)]],
        rows.map((row) => [
          [text(row.name)],
          [inlineCode(row.tag)],
          [inlineCode(row.importName)],
          [text(row.reference ? words.reference : `${row.translated} / ${total} (${row.percent} %)`)],
        ]),
      ),
    ];
  }
}

/** The page's Markdown: title, markers, description, then the converted body. */
export async function pageMarkdown(page: PageSource, options: ConvertOptions): Promise<ConvertedPage> {
  const file = relative(options.siteDir, page.sourcePath);
  const source = readFileSync(page.sourcePath, 'utf8');
  let frontMatter: Record<string, unknown>;
  let content: string;
  try {
    ({ frontMatter, content } = await readFrontMatter(source, file));
  } catch (error) {
    if (error instanceof FrontMatterError) throw error;
    throw new MarkdownError(file, `its front matter cannot be read: ${(error as Error).message}`);
  }
  const markers = markersFromFrontMatter(frontMatter, file);
  // The parser trims the body: count the lines above where it starts in the file.
  const lineOffset = source.slice(0, Math.max(0, source.indexOf(content))).split('\n').length - 1;
  const format = page.sourcePath.endsWith('.mdx') ? 'mdx' : 'md';
  const tree = await parsePageBody(content, format, file, lineOffset);
  const writer = new PageWriter(file, page.sourcePath, options, lineOffset);
  writer.prepare(tree);
  const labels = markerLabels(markers, options.t);
  const root: MdNode = {
    type: 'root',
    children: [
      heading(1, text(page.title)),
      ...(labels.length > 0 ? [paragraph(text(labels.join(' · ')))] : []),
      ...(page.description ? [blockquote(paragraph(text(page.description)))] : []),
      ...writer.all(tree.children),
    ],
  };
  const demos = writer.demos.map((demo) => {
    try {
      return describeDemo(demo.mainFile, options.siteDir);
    } catch (error) {
      if (error instanceof DemoFileError) throw error;
      throw new DemoFileError(file, error instanceof Error ? error.message : String(error));
    }
  });
  return {
    markdown: await serialize(root),
    demos: demos.map((demo) => demo.name),
    uses: pageUses(content, demos, options.siteDir),
  };
}
