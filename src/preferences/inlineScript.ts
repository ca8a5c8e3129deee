/**
 * The pre-paint script (prePaint.ts) as the string the site plugin inlines in
 * every page's <head>: bundled and minified by esbuild at build time, from the
 * same TypeScript modules the site runs, with the preference rows it does not
 * use (and their validators) left out.
 */
import { buildSync } from 'esbuild';

let cached: string | null = null;

export function getPreferencesInlineScript(): string {
  if (cached === null) {
    const result = buildSync({
      stdin: {
        contents: "import { applyPreferencesBeforePaint } from './prePaint';\napplyPreferencesBeforePaint();",
        resolveDir: __dirname,
        loader: 'ts',
      },
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2018',
      platform: 'browser',
      write: false,
      legalComments: 'none',
    });
    cached = (result.outputFiles[0]?.text ?? '').trim();
  }
  return cached;
}
