/**
 * `npm run build`: the whole site, every version and locale, in one folder.
 * Docusaurus builds it in two parts (src/navigation/buildParts.ts): the
 * current version into the output folder, then the archived versions into a
 * folder beside it, whose pages, assets and per-version files are merged in.
 * The two builds share `.docusaurus/`, so they run one after the other.
 *
 *   npm run build                     into build/
 *   npm run build -- --out-dir DIR    elsewhere
 *   npm run build -- --locale en      one locale (any `docusaurus build` option)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ARCHIVED_VERSIONS } from '../src/data/versions';
import { SITE } from '../src/data/site';
import { BUILD_PART_ENV, MERGED_PARTS, partOfPath, type BuildPart } from '../src/navigation/buildParts';
import { versionIndexPath } from '../src/navigation/versionIndex';
import { searchIndexPath } from '../src/search/indexFormat';
import { createManifest, readManifest, writeManifest } from '../src/content/manifest';

const SITEMAP = 'sitemap.xml';

/** The locale folders of a build: the default locale at the root, the others in their folder (`zh/`). */
export function localeFolders(outDir: string): string[] {
  return ['', ...readdirSync(outDir).filter((name) => existsSync(join(outDir, name, SITEMAP)))];
}

/** The `<url>` entries of a sitemap whose address `keep` accepts, joined into another one. */
export function mergeSitemaps(into: string, from: string, keep: (pathname: string) => boolean): string {
  const entries = (from.match(/<url>[\s\S]*?<\/url>/g) ?? []).filter((entry) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1];
    return loc !== undefined && keep(new URL(loc, 'http://site.invalid').pathname);
  });
  if (!into.includes('</urlset>')) throw new Error('sitemap.xml: no </urlset> to merge into');
  return into.replace('</urlset>', `${entries.join('')}</urlset>`);
}

/** Copies the files of `from` that `into` lacks (asset names carry their content hash). */
function addMissing(from: string, into: string): void {
  for (const name of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    const source = join(from, name);
    const target = join(into, name);
    if (statSync(source).isFile() && !existsSync(target)) cpSync(source, target);
  }
}

/**
 * Merges what the archive part built (`archiveDir`) into the current part's
 * output (`outDir`): the archived versions' pages and what lists them. The
 * pages the archive part also builds for its own routing (search, 404) stay
 * the current part's.
 */
export function mergeArchive(outDir: string, archiveDir: string): void {
  for (const locale of localeFolders(archiveDir)) {
    const from = join(archiveDir, locale);
    const into = join(outDir, locale);
    const archived = (pathname: string) =>
      partOfPath(pathname, `${SITE.baseUrl}${locale && `${locale}/`}`) === 'archive';
    if (!existsSync(into))
      throw new Error(`the current part has no ${locale || 'default'} locale in ${outDir}`);
    for (const version of ARCHIVED_VERSIONS) {
      const pages = join(from, version.path);
      if (existsSync(pages)) cpSync(pages, join(into, version.path), { recursive: true });
      for (const file of [versionIndexPath(version.name), searchIndexPath(version.name)]) {
        const source = join(from, file);
        if (existsSync(source)) cpSync(source, join(into, file));
      }
    }
    addMissing(join(from, 'assets'), join(into, 'assets'));
    const sitemap = (dir: string) => readFileSync(join(dir, SITEMAP), 'utf8');
    writeFileSync(join(into, SITEMAP), mergeSitemaps(sitemap(into), sitemap(from), archived));
    // The content manifests of the locale (src/content/manifest.ts) as one.
    const own = readManifest(into);
    const added = readManifest(from).pages.filter((page) => archived(page.permalink));
    writeManifest(into, createManifest(own.locale, [...own.pages, ...added]));
  }
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Builds one part with `docusaurus build`; returns its exit code. */
function buildPart(part: BuildPart, outDir: string, args: readonly string[], env: NodeJS.ProcessEnv): number {
  console.log(`[build] part "${part}" into ${outDir}/`);
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build', ...args, '--out-dir', outDir], {
    stdio: 'inherit',
    env: { ...env, [BUILD_PART_ENV]: part },
  });
  return result.status ?? 1;
}

/**
 * Builds every part and merges them into `outDir`. `args` are passed to each
 * `docusaurus build` (without `--out-dir`). Returns the exit code.
 */
export function buildSite(
  outDir: string,
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): number {
  const [first, ...others] = MERGED_PARTS;
  const code = buildPart(first, outDir, args, env);
  if (code !== 0) return code;
  for (const part of others) {
    const partDir = `${outDir}.${part}`;
    const partCode = buildPart(part, partDir, args, env);
    if (partCode !== 0) return partCode;
    mergeArchive(outDir, partDir);
    rmSync(partDir, { recursive: true, force: true });
    console.log(`[build] merged part "${part}" into ${relative('.', outDir) || '.'}/`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outDir = option(args, '--out-dir') ?? 'build';
  const rest = args.filter((arg, index) => arg !== '--out-dir' && args[index - 1] !== '--out-dir');
  process.exit(buildSite(outDir, rest));
}
