/**
 * A demo's local files as the reader meets them when copying its code: the
 * modules and stylesheets the code imports from the site's folders
 * (`rows.ts`, `../shared-features/climate.ts`), which the copied code needs
 * beside it. Pure functions.
 */
import type { CodeVariant } from './sandbox';

/** The demo's file as a reader saves it: `StockLevelGrid.tsx`, or `.jsx` for the JavaScript variant. */
export function demoFileName(name: string, variant: CodeVariant): string {
  return `${name}.${variant === 'TS' ? 'tsx' : 'jsx'}`;
}

function fileComment(path: string): string {
  return path.endsWith('.css') ? `/* ${path} */` : `// ${path}`;
}

/**
 * "Copy with data": the demo's code, then each local file it imports, each
 * under a comment naming its path from the demo's file.
 */
export function codeWithLocalFiles(
  name: string,
  variant: CodeVariant,
  code: string,
  files: Readonly<Record<string, string>>,
): string {
  const parts = [[demoFileName(name, variant), code], ...Object.entries(files)];
  return parts
    .map(([path, content]) => `${fileComment(path ?? '')}\n${(content ?? '').trimEnd()}\n`)
    .join('\n');
}

/**
 * A local file's path from the site root, for its source link: the path is
 * relative to the demo's folder; the generated JavaScript of a module links to
 * its TypeScript source, the only one in the repository.
 */
export function localFileSource(folder: string, path: string): string {
  const source = path.replace(/\.js(x?)$/, '.ts$1');
  return new URL(source, `https://site.invalid/${folder}/`).pathname.slice(1);
}
