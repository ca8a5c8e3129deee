/**
 * `npm run count`: pages and live demos per version and product, read from the
 * content manifest of a build (src/content/manifest.ts). A build made with
 * `DOCS_PART=current` holds the current version only, and so does the count.
 *
 *   npm run count                    from build/ (English)
 *   npm run count -- --dir build/zh  another build folder
 *   npm run count -- --json          as JSON
 */
import { countByVersion, readManifest, ManifestError } from '../src/content/manifest';
import { ARCHIVED_VERSIONS, CURRENT_VERSION_LABEL } from '../src/data/versions';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const LABELS: Record<string, string> = {
  current: CURRENT_VERSION_LABEL,
  ...Object.fromEntries(ARCHIVED_VERSIONS.map((version) => [version.name, version.label])),
};

function main(): void {
  const dir = option('--dir', 'build');
  const versions = countByVersion(readManifest(dir), ['current', ...ARCHIVED_VERSIONS.map((v) => v.name)]);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ versions }, null, 2));
    return;
  }
  console.log(`Pages and live demos per version, from ${dir}/content-manifest.json\n`);
  console.log('| version | product | guide pages | API pages | live demos |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { version, products, total } of versions) {
    const label = LABELS[version] ?? version;
    for (const row of products) {
      if (row.guides + row.api + row.demos === 0) continue;
      console.log(`| ${label} | ${row.name} | ${row.guides} | ${row.api} | ${row.demos} |`);
    }
    console.log(`| **${label}** | **total** | ${total.guides} | ${total.api} | ${total.demos} |`);
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof ManifestError)) throw error;
  console.error(error.message);
  process.exit(1);
}
