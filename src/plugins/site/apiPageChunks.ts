/**
 * The generated API pages of the archived versions, in shared chunks.
 *
 * Every doc page is a chunk of its own, and every chunk costs every page of
 * the site an entry in the runtime's chunk table (its name and content hash),
 * which each page loads at start-up. The 300-odd generated v7 API pages would
 * add about 9 kB (gzip) to the start-up JavaScript of every page, v8 pages
 * included. Instead each slice of their sidebar (at most 30 pages, the groups
 * `npm run api` writes to `src/data/api-<version>/sidebar.json`) is one chunk:
 * the page's MDX, its model, its "used in guides" list and the doc metadata
 * the docs plugin generates for it. A reader of a v7 API page loads the models
 * of its sidebar neighbours with it, and then moves between them without
 * another request.
 *
 * The doc metadata is a module Docusaurus generates, and its file name
 * (`<generated>/docusaurus-plugin-content-docs/<id>/site-versioned-docs-version-7-x-api-<product>-<slug>-mdx-<hash>.json`)
 * is no documented API: `apiPageModulePattern` is the one place that relies on
 * it, and apiPageChunks.test.ts checks it against the generated folder of the
 * last build, so a change of naming fails a test rather than silently putting
 * the chunks back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_VERSIONS, apiDataDir, apiGuidesFolder } from '../../data/apiReference';
import { LIVE_ARCHIVED_VERSIONS } from '../../data/versionPackages';
import { PRODUCTS } from '../../data/products';
import { escapeRegExp as escape } from '../../content/escapeRegExp';

interface SidebarPage {
  id: string;
}
type ApiSidebar = Record<
  string,
  { components: SidebarPage[][]; icons: SidebarPage[]; interfaces: SidebarPage[] }
>;

/** `api/data-grid/grid-body` → the name of the chunk of its sidebar slice, for one version. */
export function apiPageGroups(sidebar: ApiSidebar, versionPath: string): Map<string, string> {
  const groups = new Map<string, string>();
  for (const [product, lists] of Object.entries(sidebar)) {
    const name = (part: string) => `api-pages-${versionPath}-${product}-${part}`;
    lists.components.forEach((slice, index) => {
      for (const page of slice) groups.set(page.id, name(String(index + 1)));
    });
    // The product's index, icons and types pages share one chunk.
    for (const page of [...lists.icons, ...lists.interfaces]) groups.set(page.id, name('types'));
    groups.set(`api/${product}/index`, name('types'));
  }
  return groups;
}

/**
 * Matches the modules of an archived version's API pages, capturing the
 * product and the page's slug: the page (`versioned_docs/version-7.x/api/…mdx`),
 * its model (`src/data/api-7.x/…json`), its guide list (generated,
 * `…/api-guides-7.x/…json`) and its doc metadata (generated, see above).
 */
export function apiPageModulePattern(version: string, docsDir: string): RegExp {
  const sep = '[\\\\/]';
  const places = [`${docsDir}/api`, apiDataDir(version), apiGuidesFolder(version)]
    .map((place) => place.split('/').map(escape).join(sep))
    .join('|');
  const products = PRODUCTS.map((product) => escape(product.id)).join('|');
  // `versioned_docs/version-7.x` becomes `site-versioned-docs-version-7-x` in the metadata file names.
  const metadata = `site-${docsDir.replace(/[^a-zA-Z0-9]+/g, '-')}-api`;
  const files = `(?:${places})${sep}(${products})${sep}([a-z0-9-]+)\\.(?:mdx|json)`;
  const metadataFiles = `docusaurus-plugin-content-docs${sep}[^\\\\/]+${sep}${metadata}-(${products})-([a-z0-9-]+)-mdx-[0-9a-f]+\\.json`;
  return new RegExp(`(?:${files}|${metadataFiles})$`);
}

/** `api/<product>/<slug>` of a module matched by `apiPageModulePattern`. */
function pageOf(match: RegExpExecArray): string {
  return `api/${match[1] ?? match[3]}/${match[2] ?? match[4]}`;
}

interface NamedModule {
  nameForCondition(): string | null | undefined;
}

type CacheGroups = Record<string, unknown>;

/** Adds one async cache group per archived version with an API reference (client build). */
export function splitArchivedApiPages(cacheGroups: CacheGroups, siteDir: string, priority: number): void {
  for (const version of LIVE_ARCHIVED_VERSIONS) {
    if (!API_VERSIONS.includes(version.name)) continue;
    const sidebarFile = join(siteDir, apiDataDir(version.name), 'sidebar.json');
    if (!existsSync(sidebarFile)) continue;
    const groups = apiPageGroups(JSON.parse(readFileSync(sidebarFile, 'utf8')) as ApiSidebar, version.path);
    const pattern = apiPageModulePattern(version.name, version.docsDir);
    const groupOf = (resource: string | null | undefined) => {
      const match = resource ? pattern.exec(resource) : null;
      return match ? groups.get(pageOf(match)) : undefined;
    };
    cacheGroups[`api-pages-${version.path}`] = {
      test: pattern,
      name: (module: NamedModule) => groupOf(module.nameForCondition()),
      chunks: 'async',
      enforce: true,
      priority,
    };
  }
}
