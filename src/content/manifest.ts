/**
 * The content manifest: every page the build made (every version of the
 * locale being built) with its product, plan, markers and demos, written by
 * the content plugin as `<build folder>/content-manifest.json` (so
 * `build/content-manifest.json` and `build/zh/content-manifest.json`). The
 * page count, the end-to-end tests and anything else that needs to know "which
 * pages and demos exist" read it instead of parsing the docs again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCTS, type ProductId } from '../data/products';
import type { ContentPage } from './page';

export const MANIFEST_FILE = 'content-manifest.json';
const SCHEMA = 1;

export interface ContentManifest {
  schema: typeof SCHEMA;
  locale: string;
  pages: ContentPage[];
}

export function manifestPath(outDir: string): string {
  return join(outDir, MANIFEST_FILE);
}

export function createManifest(locale: string, pages: ContentPage[]): ContentManifest {
  const sorted = [...pages].sort((a, b) =>
    a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0,
  );
  return { schema: SCHEMA, locale, pages: sorted };
}

export function writeManifest(outDir: string, manifest: ContentManifest): void {
  writeFileSync(manifestPath(outDir), `${JSON.stringify(manifest, null, 1)}\n`);
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** The manifest of a build folder; a missing or foreign file is an error that says what to run. */
export function readManifest(outDir: string): ContentManifest {
  const path = manifestPath(outDir);
  if (!existsSync(path)) {
    throw new ManifestError(
      `No content manifest at ${path}: build the site first (npm run build, or ` +
        '`DOCS_PART=current npx docusaurus build --locale en` for the current version in English).',
    );
  }
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<ContentManifest>;
  if (manifest.schema !== SCHEMA || !Array.isArray(manifest.pages) || typeof manifest.locale !== 'string') {
    throw new ManifestError(`${path} is not a content manifest of this site version: rebuild the site.`);
  }
  return manifest as ContentManifest;
}

export interface ContentCount {
  product: ProductId | 'site';
  name: string;
  guides: number;
  api: number;
  demos: number;
}

/** Pages and demos of one version per product (site-wide pages last), as `npm run count` prints them. */
export function countContent(manifest: ContentManifest, version = 'current'): ContentCount[] {
  const rows: ContentCount[] = [
    ...PRODUCTS.map((product) => ({ product: product.id, name: product.name, guides: 0, api: 0, demos: 0 })),
    { product: 'site', name: 'Site-wide', guides: 0, api: 0, demos: 0 },
  ];
  for (const page of manifest.pages.filter((candidate) => candidate.version === version)) {
    const row = rows.find((candidate) => candidate.product === (page.product ?? 'site'));
    if (!row) continue;
    row[page.api ? 'api' : 'guides'] += 1;
    row.demos += page.demos.length;
  }
  return rows;
}

export interface VersionCount {
  version: string;
  products: ContentCount[];
  total: { guides: number; api: number; demos: number };
}

/**
 * The count of every version the manifest has pages of, in the given order
 * (versions it has no page of are left out: a `DOCS_PART=current` build).
 */
export function countByVersion(manifest: ContentManifest, order: readonly string[]): VersionCount[] {
  const present = new Set(manifest.pages.map((page) => page.version));
  const versions = [
    ...order.filter((name) => present.has(name)),
    ...[...present].filter((name) => !order.includes(name)),
  ];
  return versions.map((version) => {
    const products = countContent(manifest, version);
    const total = products.reduce(
      (sum, row) => ({
        guides: sum.guides + row.guides,
        api: sum.api + row.api,
        demos: sum.demos + row.demos,
      }),
      { guides: 0, api: 0, demos: 0 },
    );
    return { version, products, total };
  });
}

export interface GuideLink {
  title: string;
  permalink: string;
}

/**
 * The guides of one version (the current one by default) that use each MUI X
 * name, keyed `<product>/<Name>`: the "Used in guides" links of that version's
 * API reference.
 */
export function guidesByApi(
  pages: readonly Pick<ContentPage, 'api' | 'version' | 'uses' | 'title' | 'permalink'>[],
  version = 'current',
): Map<string, GuideLink[]> {
  const guides = new Map<string, GuideLink[]>();
  for (const page of pages) {
    if (page.api || page.version !== version) continue;
    for (const use of page.uses) {
      const key = `${use.product}/${use.name}`;
      const list = guides.get(key) ?? [];
      list.push({ title: page.title, permalink: page.permalink });
      guides.set(key, list);
    }
  }
  for (const list of guides.values()) list.sort((a, b) => (a.permalink < b.permalink ? -1 : 1));
  return guides;
}
