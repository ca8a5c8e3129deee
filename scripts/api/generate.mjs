#!/usr/bin/env node
/**
 * `npm run api`: writes the API reference from the installed MUI X packages,
 * for the current version and for each archived version with its own packages
 * (config.mjs, API_TARGETS).
 *
 *   npm run api                         regenerate docs/api/ and src/data/api/, and
 *                                       versioned_docs/version-7.x/api/ and src/data/api-7.x/
 *   npm run api -- --version 7.x        one version only
 *   node scripts/api/generate.mjs --out <dir>   write the same files under <dir> instead
 *
 * Those folders belong to the generator: files there that it no longer
 * produces are removed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TARGETS, apiTarget } from './config.mjs';
import { describeComponent, describeInterfaces, findComponents, themeNames } from './extract.mjs';
import { createApiProgram } from './program.mjs';
import { renderFiles } from './render.mjs';

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
 * Reads the packages and returns the files to write, with the components
 * found. Guide links are not part of it: the content plugin computes them at
 * build time, so the output depends on the installed packages only.
 */
export function generateApiFiles(rootDir = ROOT, version = 'current') {
  const target = apiTarget(version);
  const context = createApiProgram(rootDir, target);
  const names = themeNames(context);
  const groups = findComponents(context);
  const components = groups.map((group) => describeComponent(group, context, names));
  const interfaces = describeInterfaces(context);
  return { files: renderFiles([...components, ...interfaces], target), components, interfaces, target };
}

function writeFiles(outDir, files, target, { prune }) {
  if (prune) {
    const keep = new Set([...files.keys()].map((file) => path.join(outDir, file)));
    for (const dir of [target.docsDir, target.dataDir]) {
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
  const versionIndex = process.argv.indexOf('--version');
  const versions =
    versionIndex > 0
      ? [apiTarget(process.argv[versionIndex + 1]).version]
      : API_TARGETS.map((t) => t.version);
  for (const version of versions) {
    const started = Date.now();
    const { files, components, interfaces, target } = generateApiFiles(ROOT, version);
    writeFiles(outDir, files, target, { prune: outDir === ROOT });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const pages = [...files.keys()].filter((file) => file.endsWith('.mdx')).length;
    const icons = components.filter((component) => component.icon).length;
    console.log(
      `API reference (${version}): ${components.length} components found (${icons} of them icons, on one ` +
        `icons page per product) and ${interfaces.length} interfaces → ${pages} pages with the indexes ` +
        `(${files.size} files) in ${seconds}s`,
    );
  }
}
