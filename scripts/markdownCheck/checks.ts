/**
 * Checks of the Markdown and llms.txt files in a built site (see
 * src/plugins/markdown), read from the build folder only:
 *
 * - every page of the content manifests (every version, every locale built)
 *   has its `.md` next to its HTML, and its HTML names it with
 *   `<link rel="alternate" type="text/markdown">`;
 * - every version of every locale has `llms.txt`, and every product with pages
 *   in it has `llms.txt` and `llms-full.txt`;
 * - no `.md` file holds MDX: no HTML or JSX tag, no `<Demo`, no line of prose
 *   starting with `import ` (code blocks aside);
 * - every link of every llms.txt, and every link of a `.md` file into the
 *   site, resolves to a file of the build;
 * - the sitemap lists pages only (no `.md` or `.txt`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readManifest, type ContentManifest } from '../../src/content/manifest';
import { ARCHIVED_VERSIONS } from '../../src/data/versions';
import { PRODUCTS } from '../../src/data/products';
import { SITE } from '../../src/data/site';
import { markdownPathOf } from '../../src/plugins/markdown/paths';
import { LLMS_FILE, LLMS_FULL_FILE } from '../../src/plugins/markdown/names';
import { mdxLeftovers } from '../../src/plugins/markdown/verify';

/** A locale build inside the build folder: `build/` (default locale) or `build/zh/`. */
export interface LocaleBuild {
  /** The locale's base URL: `/x/`, `/x/zh/`. */
  baseUrl: string;
  manifest: ContentManifest;
}

/** Every locale build under `dir`: its own folder and the locale folders holding a content manifest. */
export function localeBuilds(dir: string): LocaleBuild[] {
  const folders = [
    '',
    ...readdirSync(dir).filter((name) => existsSync(join(dir, name, 'content-manifest.json'))),
  ];
  return folders.map((folder) => ({
    baseUrl: folder ? `${SITE.baseUrl}${folder}/` : SITE.baseUrl,
    manifest: readManifest(join(dir, folder)),
  }));
}

/** The URL path of a version's root in a locale: `/x/`, `/x/zh/v7/`. */
export function versionRoot(baseUrl: string, version: string): string {
  if (version === 'current') return baseUrl;
  const archived = ARCHIVED_VERSIONS.find((candidate) => candidate.name === version);
  if (!archived) throw new Error(`Version ${version} is not in versions.json.`);
  return `${baseUrl}${archived.path}/`;
}

/** The file of the build a URL path names (a folder's `index.html` for a path ending in `/`). */
export function buildFile(dir: string, path: string): string | null {
  if (!path.startsWith(SITE.baseUrl)) return null;
  const inside = decodeURI(path.slice(SITE.baseUrl.length));
  return join(dir, inside.endsWith('/') || inside === '' ? `${inside}index.html` : inside);
}

export interface Problem {
  where: string;
  problem: string;
}

/** Pages without their `.md`, or whose HTML does not name it. */
export function pageProblems(
  dir: string,
  builds: readonly LocaleBuild[],
): { pages: number; problems: Problem[] } {
  const problems: Problem[] = [];
  let pages = 0;
  for (const { baseUrl, manifest } of builds) {
    for (const page of manifest.pages) {
      pages += 1;
      const isRoot = page.permalink === versionRoot(baseUrl, page.version);
      const markdown = markdownPathOf(page.permalink, isRoot);
      const file = buildFile(dir, markdown);
      if (!file || !existsSync(file)) {
        problems.push({ where: page.permalink, problem: `no Markdown at ${markdown}` });
      }
      const html = buildFile(dir, page.permalink);
      const named = html && existsSync(html) ? markdownAlternates(readFileSync(html, 'utf8')) : [];
      if (named.length !== 1) {
        problems.push({
          where: page.permalink,
          problem: `its HTML names ${named.length} Markdown files, not 1`,
        });
      } else if (!existsSync(buildFile(dir, named[0] as string) ?? '')) {
        problems.push({
          where: page.permalink,
          problem: `its HTML names ${named[0]}, which is not in the build`,
        });
      }
    }
  }
  return { pages, problems };
}

/** The attributes of an HTML tag, quoted or not (the build minifies its HTML). */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-z-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    found[(match[1] as string).toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/** The `href` of every `<link rel="alternate" type="text/markdown">` of an HTML page. */
export function markdownAlternates(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .filter((link) => link.rel === 'alternate' && link.type === 'text/markdown')
    .map((link) => link.href ?? '');
}

/** The llms.txt files the build must have: one per version, and two per product with pages in it. */
export function expectedLlmsFiles(builds: readonly LocaleBuild[]): string[] {
  const paths = new Set<string>();
  for (const { baseUrl, manifest } of builds) {
    for (const page of manifest.pages) {
      const root = versionRoot(baseUrl, page.version);
      paths.add(`${root}${LLMS_FILE}`);
      const product = PRODUCTS.find((candidate) => candidate.id === page.product);
      if (product) {
        paths.add(`${root}${product.guideSegment}/${LLMS_FILE}`);
        paths.add(`${root}${product.guideSegment}/${LLMS_FULL_FILE}`);
      }
    }
  }
  return [...paths].sort();
}

/** Links of a Markdown or llms.txt text: `[text](url)` targets, `<url>` autolinks and bare http(s) addresses. */
export function linksOf(text: string): string[] {
  const links = new Set<string>();
  for (const match of text.matchAll(/\]\((\S+?)\)/g)) links.add(match[1] as string);
  for (const match of text.matchAll(/<(https?:\/\/[^\s>]+)>/g)) links.add(match[1] as string);
  for (const match of text.matchAll(/(?<![(\w])(https?:\/\/[^\s)<>]+?)(?=[.,;:]?(\s|$))/g)) {
    links.add(match[1] as string);
  }
  return [...links];
}

/** Whether a link of an llms.txt leads to a file of the build (every one of its links is the site's). */
export function linkProblem(dir: string, url: string): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return `${url} is not an absolute URL`;
  }
  const file = buildFile(dir, path);
  if (!file) return `${url} is outside the site (${SITE.baseUrl})`;
  return existsSync(file) ? null : `${url} is not in the build (no ${relative(dir, file)})`;
}

/** Every file under `dir` whose name passes `keep`, as paths from `dir` with `/`. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (keep(entry.name)) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/** MDX left in one Markdown file, as problems. */
export async function markdownFileProblems(dir: string, file: string): Promise<Problem[]> {
  const leftovers = await mdxLeftovers(readFileSync(join(dir, file), 'utf8'));
  return leftovers.map(({ line, problem }) => ({ where: `${file}:${line}`, problem }));
}

/** The origin the llms.txt files link the site with: that of the first link of the root llms.txt. */
export function siteOrigin(dir: string): string {
  const root = join(dir, LLMS_FILE);
  const [first] = existsSync(root) ? linksOf(readFileSync(root, 'utf8')) : [];
  if (!first) throw new Error(`${root} is missing or links nothing: build the site first.`);
  return new URL(first).origin;
}
