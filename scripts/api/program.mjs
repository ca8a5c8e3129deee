/**
 * The TypeScript side of the generator: one program over the public entry
 * points of the nine packages (their CommonJS declaration files, so every
 * cross-package import resolves to the same files), and the symbols each
 * entry point exports. For an archived version the packages are read where
 * they are installed under their aliases, and `paths` sends every import of a
 * package name to the aliased package, as the site's build does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_PACKAGES, isPublicEntry } from './config.mjs';

/** The declaration file of one `exports` condition block, preferring the CommonJS `require` types. */
function typesOf(condition) {
  if (typeof condition === 'string') return condition.endsWith('.d.ts') ? condition : null;
  if (!condition || typeof condition !== 'object') return null;
  const required = condition.require;
  if (required && typeof required === 'object' && typeof required.types === 'string') return required.types;
  return typeof condition.types === 'string' && condition.types.endsWith('.d.ts') ? condition.types : null;
}

/**
 * The entry points of a package without an `exports` map (the v7 packages):
 * its root and each folder with a `package.json` of its own that names types
 * (`@mui/x-data-grid/DataGrid`), as bundlers and TypeScript resolve them.
 */
function folderEntries(dir, manifest) {
  const entries = { '.': { types: manifest.types } };
  for (const name of readdirSync(dir).sort()) {
    const nested = path.join(dir, name, 'package.json');
    if (name === 'node_modules' || !existsSync(nested)) continue;
    const types = JSON.parse(readFileSync(nested, 'utf8')).types;
    if (typeof types === 'string') entries[`./${name}`] = { types: path.posix.join(name, types) };
  }
  return entries;
}

/** The folder a package of the target is installed in (its alias for an archived version). */
export function installedDir(rootDir, target, name) {
  return path.join(rootDir, 'node_modules', target.installed[name] ?? name);
}

/** Every public entry point of the packages: specifier, subpath, declaration file, product and plan. */
export function listEntries(rootDir, target) {
  const entries = [];
  for (const pkg of API_PACKAGES) {
    const dir = installedDir(rootDir, target, pkg.name);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const exportsMap = manifest.exports ?? folderEntries(dir, manifest);
    for (const [subpath, condition] of Object.entries(exportsMap)) {
      if (!isPublicEntry(subpath)) continue;
      const types = typesOf(condition);
      if (!types) continue;
      entries.push({
        package: pkg.name,
        product: pkg.product,
        plan: pkg.plan,
        subpath,
        specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
        file: path.join(dir, types),
        version: manifest.version,
      });
    }
  }
  return entries;
}

/** `paths` sending each package name of an archived version to its alias (none for the current version). */
function aliasPaths(target) {
  const paths = {};
  for (const [name, alias] of Object.entries(target.installed)) {
    paths[name] = [`node_modules/${alias}`];
    paths[`${name}/*`] = [`node_modules/${alias}/*`];
  }
  return paths;
}

export function createApiProgram(rootDir, target) {
  const entries = listEntries(rootDir, target);
  const paths = aliasPaths(target);
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      ...(Object.keys(paths).length > 0 ? { baseUrl: rootDir, paths } : {}),
    },
  );
  const checker = program.getTypeChecker();
  const exportsByEntry = new Map();
  for (const entry of entries) {
    const sourceFile = program.getSourceFile(entry.file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`Cannot read the declarations of ${entry.specifier} (${entry.file})`);
    exportsByEntry.set(
      entry,
      checker.getExportsOfModule(moduleSymbol).map((symbol) => ({
        name: symbol.getName(),
        target: symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
      })),
    );
  }
  return { program, checker, entries, exportsByEntry, target };
}

/** Whether a declaration comes from one of the MUI X packages (and not React, Material UI or the DOM). */
export function isMuiXDeclaration(node) {
  return /[\\/]node_modules[\\/]@mui[\\/]x-[^\\/]+[\\/]/.test(node.getSourceFile().fileName);
}

/** JSDoc of a symbol as plain text: description and `{ name, text }` tags. */
export function docOf(symbol, checker) {
  return {
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)),
    tags: symbol.getJsDocTags(checker).map((tag) => ({
      name: tag.name,
      text: ts.displayPartsToString(tag.text ?? []),
    })),
  };
}

export const TYPE_FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
