/**
 * `npm run api-names`: the API-name check of the guides' prose (check.ts).
 *
 *   npm run api-names                        every guide page of every version and locale
 *   npm run api-names -- docs/a.mdx …        only these pages
 *   npm run api-names -- --archive 6.x       (re)writes src/data/api-names/6.x.json from npm (archive.ts)
 */
import { writeNamesList } from './archive';
import { checkGuides, formatResult } from './check';

async function main() {
  const started = Date.now();
  const args = process.argv.slice(2);
  const archive = args.indexOf('--archive');
  if (archive !== -1) {
    const versions = args.slice(archive + 1).filter((arg) => !arg.startsWith('--'));
    if (versions.length === 0) throw new Error('--archive needs a version, such as 6.x.');
    for (const version of versions) console.log(`wrote ${await writeNamesList(version, process.cwd())}`);
    return;
  }
  const files = args.filter((arg) => !arg.startsWith('--'));
  const result = await checkGuides(process.cwd(), files.length > 0 ? { files } : {});
  const { text, ok } = formatResult(result);
  console.log(text);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(ok ? 0 : 1);
}

void main();
