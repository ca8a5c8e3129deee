/**
 * Names declared by a package's type declarations, read with a few regular
 * expressions instead of the TypeScript compiler so that the prose check runs
 * in about a second: the names a package exports from its public entry points
 * (following `export *` and `export { … } from` across files and packages),
 * and the member names its declaration files give to interfaces, classes and
 * type literals (props, options, methods, locale keys, event names…).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface DeclaredNames {
  /** Names importable from the package's public entry points. */
  exports: Set<string>;
  /** Property, method, enum member and parameter names of its declaration files. */
  members: Set<string>;
  /** Every declared name, exported or not (interfaces, types, functions, classes, namespaces, variables). */
  declared: Set<string>;
  /** String literal types that read like names (`'include'`, `'rowClick'`). */
  values: Set<string>;
}

export const NAME_KINDS = ['exports', 'members', 'declared', 'values'] as const;

export function emptyNames(): DeclaredNames {
  return { exports: new Set(), members: new Set(), declared: new Set(), values: new Set() };
}

export function mergeNames(target: DeclaredNames, source: DeclaredNames): DeclaredNames {
  for (const key of NAME_KINDS) {
    for (const name of source[key]) target[key].add(name);
  }
  return target;
}

/** Removes comments, keeping string literals (a `//` inside a string type is not a comment). */
export function stripComments(text: string): string {
  const parts: string[] = [];
  const special = /\/\*|\/\/|['"`]/g;
  let index = 0;
  for (;;) {
    special.lastIndex = index;
    const match = special.exec(text);
    if (!match) {
      parts.push(text.slice(index));
      break;
    }
    parts.push(text.slice(index, match.index));
    const at = match.index;
    if (match[0] === '/*') {
      const end = text.indexOf('*/', at + 2);
      const stop = end === -1 ? text.length : end + 2;
      // Keep line numbers: a block comment becomes its newlines.
      parts.push(text.slice(at, stop).replace(/[^\n]/g, ''));
      index = stop;
    } else if (match[0] === '//') {
      const end = text.indexOf('\n', at);
      index = end === -1 ? text.length : end;
    } else {
      let end = at + 1;
      while (end < text.length && text[end] !== match[0] && text[end] !== '\n')
        end += text[end] === '\\' ? 2 : 1;
      parts.push(text.slice(at, end + 1));
      index = end + 1;
    }
  }
  return parts.join('');
}

const IDENT = '[A-Za-z_$][\\w$]*';
const DECLARATION = new RegExp(
  `(?:^|[\\s;{}])(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:const|let|var|function|class|interface|type|enum|namespace|module)\\s+(${IDENT})`,
  'g',
);
const EXPORTED_DECLARATION = new RegExp(
  `(?:^|[\\s;}])export\\s+(?:declare\\s+)?(?:abstract\\s+)?(?:const|let|var|function|class|interface|type|enum|namespace)\\s+(${IDENT})`,
  'g',
);
const EXPORT_LIST = /(?:^|[\s;}])export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*['"]([^'"]+)['"])?/g;
const EXPORT_STAR = /(?:^|[\s;}])export\s+\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+)?from\s*['"]([^'"]+)['"]/g;
/**
 * A member at the start of a line: `name:`, `name?:`, `readonly name:`, `name(…)`, `name<T>(…)`,
 * `'quoted-name':`. Parameters of multi-line signatures match too, which is fine: they are names
 * a reader meets in the declarations.
 */
const MEMBER =
  /^[ \t]*(?:(?:readonly|static|public|protected|private|abstract|get|set|declare)[ \t]+)*(['"]?)([A-Za-z_$][\w$-]*)\1[ \t]*\??[ \t]*[:(<]/gm;
/** Names of a destructured parameter or an enum member are not members; a line that starts a declaration is not either. */
const NOT_MEMBERS = new Set([
  'export',
  'import',
  'declare',
  'function',
  'const',
  'let',
  'var',
  'type',
  'interface',
  'new',
]);

/** An enum member: `name = "value",` or `name = 1,` at the start of a line. */
const ENUM_MEMBER = /^[ \t]*([A-Za-z_$][\w$]*)[ \t]*=[ \t]*[^=>]/gm;
/** A parameter anywhere in a signature: `(name: …`, `, name?: …`, `...name: …`. */
const PARAMETER = /[(,][ \t\n]*(?:\.\.\.)?([A-Za-z_$][\w$]*)\??[ \t]*:/g;
/** String literal types that read like names: `'include' | 'exclude'`, event names, operator values. */
const STRING_VALUE = /(['"])([A-Za-z_$][\w$-]*)\1/g;

/**
 * Member names declared in one declaration file's text: properties and
 * methods, enum members and parameter names (which guides name when they
 * describe a signature).
 */
export function memberNames(text: string, stripped = false): string[] {
  const code = stripped ? text : stripComments(text);
  const names: string[] = [];
  for (const match of code.matchAll(MEMBER)) {
    const name = match[2] ?? '';
    if (!NOT_MEMBERS.has(name)) names.push(name);
  }
  for (const match of code.matchAll(ENUM_MEMBER)) names.push(match[1] ?? '');
  for (const match of code.matchAll(PARAMETER)) names.push(match[1] ?? '');
  return names;
}

/** String literal values of one declaration file (module specifiers left out). */
export function stringValues(text: string, stripped = false): string[] {
  const code = (stripped ? text : stripComments(text)).replace(
    /\bfrom\s*(['"])[^'"]*\1|\bimport\s*\(\s*(['"])[^'"]*\2\s*\)/g,
    '',
  );
  return [...code.matchAll(STRING_VALUE)].map((match) => match[2] ?? '');
}

/** Every declared name in one declaration file's text. */
export function declaredNames(text: string, stripped = false): string[] {
  return [...(stripped ? text : stripComments(text)).matchAll(DECLARATION)].map((match) => match[1] ?? '');
}

export interface ExportStatements {
  /** Names exported by the file itself (declarations and local export lists). */
  names: string[];
  /** `export * from` and `export { … } from` targets, with the names taken from them (null: all). */
  reexports: { specifier: string; names: string[] | null; namespace?: string }[];
}

/** The export statements of one declaration file. */
export function exportStatements(text: string): ExportStatements {
  const code = stripComments(text);
  const names: string[] = [];
  const reexports: ExportStatements['reexports'] = [];
  for (const match of code.matchAll(EXPORTED_DECLARATION)) names.push(match[1] ?? '');
  for (const match of code.matchAll(EXPORT_LIST)) {
    const listed = (match[1] ?? '')
      .split(',')
      .map((entry) => entry.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((entry) => {
        const alias = /\sas\s+([A-Za-z_$][\w$]*)$/.exec(entry);
        return alias?.[1] ?? entry;
      })
      .filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
    // Exported names are the same whether they come from another file or not.
    names.push(...listed);
    if (match[2]) reexports.push({ specifier: match[2], names: listed });
  }
  for (const match of code.matchAll(EXPORT_STAR)) {
    if (match[1]) names.push(match[1]);
    else reexports.push({ specifier: match[2] ?? '', names: null });
  }
  return { names, reexports };
}

/** Finds a package's directory from a starting folder, as Node does. */
export function findPackageDir(name: string, fromDir: string): string | null {
  let dir = resolve(fromDir);
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function declarationFile(path: string): string | null {
  const base = path.replace(/\.(m|c)?js$/, '').replace(/\.d\.(m|c)?ts$/, '');
  for (const candidate of [
    `${base}.d.ts`,
    `${base}.d.mts`,
    join(base, 'index.d.ts'),
    join(base, 'index.d.mts'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

interface PackageJson {
  name?: string;
  types?: string;
  typings?: string;
  exports?: Record<string, unknown> | string;
}

function typesOfCondition(value: unknown): string | null {
  if (typeof value === 'string') return /\.d\.(m|c)?ts$/.test(value) ? value : null;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  // `require` first: its declarations are the .d.ts files (the `import` ones are .d.mts copies).
  for (const key of ['require', 'types', 'default', 'import', 'node']) {
    if (key in record) {
      const found =
        key === 'types' && typeof record.types === 'string' ? record.types : typesOfCondition(record[key]);
      if (found) return found;
    }
  }
  return null;
}

/** Entry points that are part of the public API (same rule as the API reference generator). */
export function isPublicSubpath(subpath: string): boolean {
  return !subpath.includes('*') && !/(^|\/)internals(\/|$)/.test(subpath) && subpath !== './package.json';
}

/** The declaration files of a package's public entry points. */
export function publicEntryFiles(packageDir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson;
  const files = new Set<string>();
  if (pkg.exports && typeof pkg.exports === 'object') {
    for (const [subpath, value] of Object.entries(pkg.exports)) {
      if (!subpath.startsWith('.') || !isPublicSubpath(subpath)) continue;
      const types = typesOfCondition(value);
      const file = types ? declarationFile(join(packageDir, types)) : null;
      if (file) files.add(file);
    }
    return [...files];
  }
  // Packages without an export map (MUI X v4 to v6): the root types and each top-level folder with an index.
  const root = pkg.types ?? pkg.typings ?? 'index.d.ts';
  const rootFile = declarationFile(join(packageDir, root));
  if (rootFile) files.add(rootFile);
  for (const entry of readdirSync(packageDir, { withFileTypes: true })) {
    if (
      !entry.isDirectory() ||
      ['node_modules', 'internals', 'legacy', 'modern', 'node', 'esm'].includes(entry.name)
    ) {
      continue;
    }
    const index = join(packageDir, entry.name, 'index.d.ts');
    if (existsSync(index)) files.add(index);
  }
  return [...files];
}

/** Every `.d.ts` file of a package (the `.d.mts` and `esm/` copies left out), for its member names. */
export function declarationFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'esm') continue;
      files.push(...declarationFiles(join(dir, entry.name)));
    } else if (entry.name.endsWith('.d.ts')) {
      files.push(join(dir, entry.name));
    }
  }
  return files;
}

/**
 * The names exported by a set of declaration files, following re-exports into
 * other files and packages (resolved from `resolveFrom`). Files are read once.
 */
export function exportedNames(entryFiles: string[], resolveFrom: string): Set<string> {
  const cache = new Map<string, Set<string>>();
  const visiting = new Set<string>();
  const exportsOf = (file: string): Set<string> => {
    const cached = cache.get(file);
    if (cached) return cached;
    const result = new Set<string>();
    if (visiting.has(file)) return result;
    visiting.add(file);
    const { names, reexports } = exportStatements(readFileSync(file, 'utf8'));
    for (const name of names) result.add(name);
    for (const { specifier, names: listed } of reexports) {
      if (listed) continue; // already counted: the names of `export { … } from` are listed
      const target = resolveSpecifier(specifier, file, resolveFrom);
      if (target) for (const name of exportsOf(target)) result.add(name);
    }
    visiting.delete(file);
    cache.set(file, result);
    return result;
  };
  const all = new Set<string>();
  for (const file of entryFiles) for (const name of exportsOf(file)) all.add(name);
  return all;
}

function resolveSpecifier(specifier: string, fromFile: string, resolveFrom: string): string | null {
  if (specifier.startsWith('.')) return declarationFile(resolve(dirname(fromFile), specifier));
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  const rest = parts.slice(specifier.startsWith('@') ? 2 : 1).join('/');
  const dir = findPackageDir(name, dirname(fromFile)) ?? findPackageDir(name, resolveFrom);
  if (!dir) return null;
  return entryFile(dir, rest ? `./${rest}` : '.');
}

/** The declaration file of one entry point of a package (`.` or `./DataGrid`). */
function entryFile(dir: string, subpath: string): string | null {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
  if (pkg.exports && typeof pkg.exports === 'object') {
    const types = typesOfCondition((pkg.exports as Record<string, unknown>)[subpath]);
    if (types) return declarationFile(join(dir, types));
  }
  if (subpath === '.') return declarationFile(join(dir, pkg.types ?? pkg.typings ?? 'index.d.ts'));
  return declarationFile(join(dir, subpath));
}

/** Exports (public entries), members and declared names of a package directory. */
export function readPackageNames(packageDir: string, resolveFrom = packageDir): DeclaredNames {
  const names = emptyNames();
  for (const name of exportedNames(publicEntryFiles(packageDir), resolveFrom)) names.exports.add(name);
  for (const file of declarationFiles(packageDir)) addFileNames(names, readFileSync(file, 'utf8'));
  return names;
}

function addFileNames(names: DeclaredNames, text: string): void {
  const code = stripComments(text);
  for (const name of memberNames(code, true)) names.members.add(name);
  for (const name of declaredNames(code, true)) names.declared.add(name);
  for (const name of stringValues(code, true)) names.values.add(name);
}

/** Members and declared names of loose declaration files (the TypeScript libraries, @types packages). */
export function readFileNames(files: string[]): DeclaredNames {
  const names = emptyNames();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    addFileNames(names, text);
    for (const name of exportStatements(text).names) names.exports.add(name);
  }
  return names;
}
