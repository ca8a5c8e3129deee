/**
 * The TypeScript side of the generator: one program over the public entry
 * points of the nine packages (their CommonJS declaration files, so every
 * cross-package import resolves to the same files), and the symbols each
 * entry point exports.
 */
import { readFileSync } from 'node:fs';
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

/** Every public entry point of the packages: specifier, subpath, declaration file, product and plan. */
export function listEntries(rootDir) {
  const entries = [];
  for (const pkg of API_PACKAGES) {
    const dir = path.join(rootDir, 'node_modules', pkg.name);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const exportsMap = manifest.exports ?? { '.': { types: manifest.types } };
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

export function createApiProgram(rootDir) {
  const entries = listEntries(rootDir);
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
  return { program, checker, entries, exportsByEntry };
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
