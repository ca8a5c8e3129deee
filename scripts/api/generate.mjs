#!/usr/bin/env node
/**
 * `npm run api`: writes the API reference from the installed MUI X packages.
 *
 *   npm run api                         regenerate docs/api/ and src/data/api/
 *   node scripts/api/generate.mjs --out <dir>   write the same files under <dir> instead
 *
 * docs/api/ and src/data/api/ belong to the generator: files there that it
 * no longer produces are removed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  describeComponent,
  describeInterfaces,
  findComponents,
  PACKAGE_PRODUCTS,
  themeNames,
} from './extract.mjs';
import { demoFiles, frontMatter, guideRoute, muiXImports } from './guides.mjs';
import { createApiProgram } from './program.mjs';
import { DATA_DIR, DOCS_DIR, renderFiles } from './render.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function listFiles(dir, pattern) {
  let found = [];
  let dirents = [];
  try {
    dirents = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const dirent of dirents) {
    const full = path.join(dir, dirent.name);
    if (dirent.isDirectory()) found = found.concat(listFiles(full, pattern));
    else if (pattern.test(dirent.name)) found.push(full);
  }
  return found.sort();
}

/**
 * Guide pages per product and name: a page uses a component when one of its
 * demos, or a code sample in the page, imports it from that product's packages.
 */
export function scanGuides(rootDir) {
  const docsDir = path.join(rootDir, 'docs');
  const uses = new Map();
  for (const file of listFiles(docsDir, /\.mdx?$/)) {
    const relative = path.relative(docsDir, file).split(path.sep).join('/');
    if (relative.startsWith('api/')) continue;
    const source = readFileSync(file, 'utf8');
    const fields = frontMatter(source);
    const guide = { title: fields.title ?? relative, path: guideRoute(relative, fields) };
    const sources = [source];
    for (const demo of demoFiles(source)) {
      try {
        sources.push(readFileSync(path.resolve(path.dirname(file), demo), 'utf8'));
      } catch {
        // The demos plugin fails the build for a missing demo file; nothing to link here.
      }
    }
    for (const imported of sources.flatMap(muiXImports)) {
      const product = PACKAGE_PRODUCTS.get(imported.package);
      if (!product) continue;
      const key = `${product}/${imported.name}`;
      if (!uses.has(key)) uses.set(key, new Map());
      uses.get(key).set(guide.path, guide);
    }
  }
  return (product, name) =>
    [...(uses.get(`${product}/${name}`)?.values() ?? [])].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Reads the packages and returns the files to write, with the components found. */
export function generateApiFiles(rootDir = ROOT) {
  const context = createApiProgram(rootDir);
  const guides = scanGuides(rootDir);
  const names = themeNames(context);
  const groups = findComponents(context);
  const components = groups.map((group) => describeComponent(group, context, names, guides));
  const interfaces = describeInterfaces(context, guides);
  return { files: renderFiles([...components, ...interfaces]), components, interfaces };
}

function writeFiles(outDir, files, { prune }) {
  if (prune) {
    const keep = new Set([...files.keys()].map((file) => path.join(outDir, file)));
    for (const dir of [DOCS_DIR, DATA_DIR]) {
      for (const file of listFiles(path.join(outDir, dir), /./)) {
        if (!keep.has(file)) rmSync(file);
      }
    }
  }
  for (const [file, content] of files) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    let current = null;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // A new file.
    }
    if (current !== content) writeFileSync(target, content);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out');
  const outDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : ROOT;
  const started = Date.now();
  const { files, components, interfaces } = generateApiFiles(ROOT);
  writeFiles(outDir, files, { prune: outDir === ROOT });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const pages = [...files.keys()].filter((file) => file.endsWith('.mdx')).length;
  const icons = components.filter((component) => component.icon).length;
  console.log(
    `API reference: ${components.length} components found (${icons} of them icons, on one icons page per ` +
      `product) and ${interfaces.length} interfaces → ${pages} pages with the indexes (${files.size} files) ` +
      `in ${seconds}s`,
  );
}
