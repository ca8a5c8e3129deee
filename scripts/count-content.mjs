#!/usr/bin/env node
/**
 * `npm run count`: pages and live demos of the current version, per product.
 * A page belongs to the product named in its front matter (`product:`), else
 * to the product whose guide or API folder holds it (src/data/products.ts),
 * else it is site-wide (introduction, common concepts, migration).
 * `--json` prints the figures as JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const DOCS = 'docs';

async function loadProducts() {
  const source = readFileSync('src/data/products.ts', 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const { PRODUCTS } = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);
  return PRODUCTS;
}

function* pages(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'demos') yield* pages(path);
    else if (/\.mdx?$/.test(entry.name)) yield path;
  }
}

function frontMatterValue(text, key) {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return new RegExp(`^${key}:\\s*['"]?([\\w-]+)`, 'm').exec(block)?.[1];
}

const products = await loadProducts();
const rows = new Map(
  [...products.map((p) => [p.id, p.name]), ['site', 'Site-wide']].map(([id, name]) => [
    id,
    { name, guides: 0, api: 0, demos: 0 },
  ]),
);
for (const path of pages(DOCS)) {
  const text = readFileSync(path, 'utf8');
  const parts = relative(DOCS, path).split(sep);
  const isApi = parts[0] === 'api';
  const byFolder = products.find((p) => (isApi ? parts[1] === p.id : parts[0] === p.guideSegment))?.id;
  const id = frontMatterValue(text, 'product') ?? byFolder ?? 'site';
  const row = rows.get(id) ?? rows.get('site');
  row[isApi ? 'api' : 'guides'] += 1;
  row.demos += [...text.matchAll(/<Demo\s+file=/g)].length;
}

const figures = [...rows.values()];
const total = figures.reduce(
  (sum, r) => ({ guides: sum.guides + r.guides, api: sum.api + r.api, demos: sum.demos + r.demos }),
  { guides: 0, api: 0, demos: 0 },
);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ products: figures, total }, null, 2));
} else {
  console.log('| product | guide pages | API pages | live demos |');
  console.log('| --- | --- | --- | --- |');
  for (const r of figures) console.log(`| ${r.name} | ${r.guides} | ${r.api} | ${r.demos} |`);
  console.log(`| **total** | ${total.guides} | ${total.api} | ${total.demos} |`);
}
