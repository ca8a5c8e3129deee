/**
 * The content reader: one doc file, with what the build knows of it (id,
 * permalink, version, locale, title), read into the facts every consumer
 * uses: product, plan and markers, whether it shows ads, its demos, and the
 * MUI X components its code uses. Front matter goes through Docusaurus's
 * parser (frontMatter.ts); demos through the same MDX element rules as the
 * remark plugin (src/plugins/demos/mdxDemos.ts).
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { describeDemo, DemoFileError, flavourFiles, type DemoSummary } from '../plugins/demos/demoFiles';
import { parseMdxBody, resolvePageDemos } from '../plugins/demos/mdxDemos';
import { isProductId, productOfPath, type ProductId } from '../data/products';
import { readFrontMatter } from './frontMatter';
import { muiXImports, type ApiUse } from './imports';
import {
  FrontMatterError,
  markersFromFrontMatter,
  pageAllowsAds,
  type PageMarkers,
  type Plan,
} from './markers';

export type ContentDemo = DemoSummary;

/** What the build knows of a doc before reading it (Docusaurus's doc metadata). */
export interface DocInput {
  id: string;
  /** Version name: `current`, `7.x`… */
  version: string;
  locale: string;
  /** Full URL path, with base URL, locale and version: `/x/zh/react-charts/bars/`. */
  permalink: string;
  /** Absolute path of the file the page is built from (a translation's own file for a translated page). */
  sourcePath: string;
  title: string;
  description: string;
}

export interface ContentPage {
  id: string;
  version: string;
  locale: string;
  permalink: string;
  /** Source file from the site root, with `/` separators. */
  source: string;
  title: string;
  description: string;
  /** Front matter `product`, else the product whose folder the permalink is in; null for site-wide pages. */
  product: ProductId | null;
  /** A generated API reference page (front matter `api: true`). */
  api: boolean;
  plan: Plan | null;
  markers: PageMarkers;
  ads: boolean;
  demos: ContentDemo[];
  /** MUI X components and functions the page's code samples and demos import. */
  uses: ApiUse[];
}

/** A page's product: front matter `product` (checked), else the product whose folder its permalink is in. */
export function productOf(
  frontMatter: Record<string, unknown>,
  permalink: string,
  file: string,
): ProductId | null {
  const declared = frontMatter.product;
  if (declared === undefined) return productOfPath(permalink).product;
  if (!isProductId(declared)) {
    throw new FrontMatterError(file, `product ${JSON.stringify(declared)} is not a product id.`);
  }
  return declared;
}

async function readDemos(body: string, sourcePath: string, siteDir: string): Promise<ContentDemo[]> {
  // Only MDX pages render components; a Markdown page's `<Demo>` would be text.
  if (!sourcePath.endsWith('.mdx') || !body.includes('<Demo')) return [];
  const demos = resolvePageDemos(await parseMdxBody(body), sourcePath, siteDir);
  return demos.map(({ mainFile }) => {
    try {
      return describeDemo(mainFile, siteDir);
    } catch (error) {
      if (error instanceof DemoFileError) throw error;
      throw new DemoFileError(
        relative(siteDir, sourcePath),
        error instanceof Error ? error.message : String(error),
      );
    }
  });
}

function demoUses(demo: ContentDemo, siteDir: string): ApiUse[] {
  const main = `${siteDir}/${demo.file}`;
  return Object.values(flavourFiles(main)).flatMap((path) => muiXImports(readFileSync(path, 'utf8')));
}

function uniqueUses(uses: ApiUse[]): ApiUse[] {
  const seen = new Map(uses.map((use) => [`${use.product}/${use.name}`, use]));
  return [...seen.values()];
}

/** MUI X names a page's body (code samples) and its demos (every flavour) import. */
export function pageUses(content: string, demos: readonly ContentDemo[], siteDir: string): ApiUse[] {
  return uniqueUses([...muiXImports(content), ...demos.flatMap((demo) => demoUses(demo, siteDir))]);
}

export async function readContentPage(doc: DocInput, siteDir: string): Promise<ContentPage> {
  const source = relative(siteDir, doc.sourcePath).split(sep).join('/');
  const text = readFileSync(doc.sourcePath, 'utf8');
  const { frontMatter, content } = await readFrontMatter(text, source);
  const markers = markersFromFrontMatter(frontMatter, source);
  const demos = await readDemos(content, doc.sourcePath, siteDir);
  return {
    id: doc.id,
    version: doc.version,
    locale: doc.locale,
    permalink: doc.permalink,
    source,
    title: doc.title,
    description: doc.description,
    product: productOf(frontMatter, doc.permalink, source),
    api: frontMatter.api === true,
    plan: markers.plan ?? null,
    markers,
    ads: pageAllowsAds(frontMatter),
    demos,
    uses: pageUses(content, demos, siteDir),
  };
}
