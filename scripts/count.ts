/**
 * `npm run count`: pages and live demos of the current version per product,
 * read from the content manifest of a build (src/content/manifest.ts).
 *
 *   npm run count                    from build/ (English)
 *   npm run count -- --dir build/zh  another build folder
 *   npm run count -- --json          as JSON
 */
import { countContent, readManifest, ManifestError } from '../src/content/manifest';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function main(): void {
  const dir = option('--dir', 'build');
  const rows = countContent(readManifest(dir));
  const total = rows.reduce(
    (sum, row) => ({ guides: sum.guides + row.guides, api: sum.api + row.api, demos: sum.demos + row.demos }),
    { guides: 0, api: 0, demos: 0 },
  );
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ products: rows, total }, null, 2));
    return;
  }
  console.log(`Current version, from ${dir}/content-manifest.json\n`);
  console.log('| product | guide pages | API pages | live demos |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.name} | ${row.guides} | ${row.api} | ${row.demos} |`);
  console.log(`| **total** | ${total.guides} | ${total.api} | ${total.demos} |`);
}

try {
  main();
} catch (error) {
  if (!(error instanceof ManifestError)) throw error;
  console.error(error.message);
  process.exit(1);
}
