/**
 * The local files a demo needs to run outside this site (a sandbox, a
 * reader's project): every relative import of the demo, sibling or not
 * (`./rows`, `../shared-features/climate`), followed through each module's
 * own relative imports, type-only imports and re-exports included.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { typescriptToJavascript } from './transpile';

/** Every module specifier a source names: imports (type-only too), re-exports, `import()` calls. */
export function moduleSpecifiers(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return [...new Set(importedFiles.map((file) => file.fileName))];
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');
const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const SCRIPT = /\.(tsx?|jsx?)$/;

/** Where a relative specifier leads, as the site's bundler resolves it: the file, or the file with a script extension. */
export function resolveLocalModule(importer: string, specifier: string): string {
  const base = resolve(dirname(importer), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => `${base}${suffix}`),
  ];
  const found = candidates.find(isFile);
  if (!found) throw new Error(`${specifier} (imported by ${importer}) was not found.`);
  return found;
}

/**
 * The local files `entry` needs, transitively, in the order they are found
 * (the entry itself left out). `read` gives a script's source, so the same
 * walk serves the TypeScript files and their generated JavaScript.
 */
export function localModules(entry: string, read: (path: string) => string): string[] {
  const found: string[] = [];
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!SCRIPT.test(file)) continue;
    for (const specifier of moduleSpecifiers(read(file)).filter(isRelative)) {
      const target = resolveLocalModule(file, specifier);
      if (seen.has(target)) continue;
      seen.add(target);
      found.push(target);
      queue.push(target);
    }
  }
  return found;
}

const readText = (path: string) => readFileSync(path, 'utf8');

/** The files a demo's sources depend on besides the demo itself (TypeScript), for the loader's dependencies. */
export function localModuleFiles(entry: string): string[] {
  return localModules(entry, readText);
}

/** `../shared/climate.ts` → `../shared/climate.js`, `rows.tsx` → `rows.jsx`; other files keep their name. */
export function javascriptFileName(path: string): string {
  return path.replace(/\.ts(x?)$/, '.js$1');
}

/**
 * A demo flavour's local files per code variant, keyed by their path from the
 * demo's folder (`rows.ts`, `../shared-features/climate.ts`), which is how the
 * demo and its modules import each other. The JavaScript variant holds the
 * generated JavaScript of the files its code still imports once types are
 * stripped (a module of types only is left out).
 */
export async function demoLocalFiles(
  entry: string,
  entryJs: string,
  siteDir: string,
): Promise<Record<'TS' | 'JS', Record<string, string>>> {
  const files: Record<'TS' | 'JS', Record<string, string>> = { TS: {}, JS: {} };
  const folder = dirname(entry);
  const key = (path: string) => relative(folder, path).split(sep).join('/');
  const tsFiles = localModuleFiles(entry);
  const javascript = new Map<string, string>([[entry, entryJs]]);
  for (const path of tsFiles) {
    const content = readText(path);
    files.TS[key(path)] = content;
    javascript.set(
      path,
      SCRIPT.test(path) ? await typescriptToJavascript(content, relative(siteDir, path)) : content,
    );
  }
  for (const path of localModules(entry, (file) => javascript.get(file) ?? readText(file))) {
    files.JS[javascriptFileName(key(path))] = javascript.get(path) ?? readText(path);
  }
  return files;
}
