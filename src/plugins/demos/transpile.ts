/** The JavaScript variant of a demo, produced from its TypeScript source at build time. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import ts from 'typescript';
import * as prettier from 'prettier';

const BLANK_LINE_MARKER = '//__demo_blank_line__';

/**
 * The JavaScript of each file, by path, made once per content: a build bundles
 * the site once per locale and build part, in one process, and many demos
 * share a data module; an edited file (`docusaurus start`) replaces its entry.
 */
const made = new Map<string, { source: string; javascript: Promise<string> }>();

/** Strips types (keeping JSX, comments and blank lines), then formats like the TypeScript source. */
export function typescriptToJavascript(source: string, fileName: string): Promise<string> {
  const known = made.get(fileName);
  if (known?.source === source) return known.javascript;
  const javascript = transpile(source, fileName);
  made.set(fileName, { source, javascript });
  // A failure is reported to this caller and not remembered: the next build tries again. An entry
  // made since, for newer content, stays.
  javascript.catch(() => {
    if (made.get(fileName)?.javascript === javascript) made.delete(fileName);
  });
  return javascript;
}

/**
 * Where each made JavaScript is also kept on disk, by a hash of what it is
 * made from (the source, the file's extension, the TypeScript and Prettier
 * versions), so another process finds it: the build's second part, the
 * sandbox test of every demo (jest), a restarted dev server. `docusaurus
 * clear` empties it with the rest of `node_modules/.cache`. `DEMO_JS_CACHE_DIR`
 * moves it (tests).
 */
const DISK_CACHE_DIR =
  process.env.DEMO_JS_CACHE_DIR ?? join(process.cwd(), 'node_modules', '.cache', 'x-docs-demo-js');

/** Bumped when `transpile` makes different output from the same input. */
const OUTPUT_FORMAT = 1;

/** The file that keeps the JavaScript made from `source`. */
export function diskCacheFile(source: string, fileName: string): string {
  const key = createHash('sha256')
    .update(JSON.stringify([OUTPUT_FORMAT, ts.version, prettier.version, extname(fileName), source]))
    .digest('hex');
  return join(DISK_CACHE_DIR, `${key}.js`);
}

async function transpile(source: string, fileName: string): Promise<string> {
  const file = diskCacheFile(source, fileName);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept !== null) return kept;
  const javascript = await transpileNow(source, fileName);
  // Written under a name of its own, then renamed: a process reading it sees all of it or nothing.
  // A cache that cannot be written (read-only folder) only means the next process makes it again.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await mkdir(DISK_CACHE_DIR, { recursive: true })
    .then(() => writeFile(partial, javascript))
    .then(() => rename(partial, file))
    .catch(() => undefined);
  return javascript;
}

async function transpileNow(source: string, fileName: string): Promise<string> {
  const marked = source.replace(/\n[ \t]*\n/g, `\n${BLANK_LINE_MARKER}\n`);
  const { outputText, diagnostics } = ts.transpileModule(marked, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
    },
  });
  const error = diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (error) {
    throw new Error(`${fileName}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  }
  const withBlankLines = outputText.replace(new RegExp(`^[ \\t]*${BLANK_LINE_MARKER}$`, 'gm'), '');
  return prettier.format(withBlankLines, {
    parser: 'babel',
    singleQuote: true,
    printWidth: 85,
    trailingComma: 'all',
  });
}

/**
 * The JSX a demo's default export returns, when it is short enough to stand
 * for the whole demo in the collapsed code view; otherwise null.
 */
export function extractPreview(source: string, maxLines = 16): string | null {
  const exportIndex = source.indexOf('export default function');
  if (exportIndex < 0) return null;
  const body = source.slice(exportIndex);
  const start = body.lastIndexOf('return (\n');
  if (start < 0) return null;
  const end = body.indexOf('\n  );\n', start);
  if (end < 0) return null;
  const lines = body.slice(start + 'return (\n'.length, end).split('\n');
  if (lines.length === 0 || lines.length > maxLines) return null;
  const indent = Math.min(
    ...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)?.[0].length ?? 0),
  );
  return lines.map((line) => line.slice(indent)).join('\n');
}
