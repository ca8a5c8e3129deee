/**
 * The built site as the site check sees it: every HTML file read into its
 * facts (page.ts), every other file by URL path, the content manifest of each
 * locale, the sitemaps, and which translated pages must say they may be
 * outdated, computed here from the translation stamps and the English files
 * (src/content/translation.ts), independently of the build that rendered them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { readFrontMatter } from '../../src/content/frontMatter';
import { readManifest } from '../../src/content/manifest';
import type { ContentPage } from '../../src/content/page';
import { sourceHash, translatedFile, translationState } from '../../src/content/translation';
import { SITE } from '../../src/data/site';
import { readPage, type PageFacts } from './page';
import type { LocaleSpec, Site } from './rules';

/** The site's locales: English at the base URL, Chinese under `zh/` (docusaurus.config.ts). */
export const LOCALES: readonly LocaleSpec[] = [
  { locale: 'en', prefix: SITE.baseUrl, htmlLang: 'en' },
  { locale: 'zh', prefix: `${SITE.baseUrl}zh/`, htmlLang: 'zh-CN' },
];

/** Build output that is not the site (the e2e build's fingerprint). */
const NOT_SERVED = /(^|\/)\.[^/]+$/;

/** URL path of a file of the build folder: `react-data-grid/index.html` → `/x/react-data-grid/`. */
export function urlPath(file: string, baseUrl: string = SITE.baseUrl): string {
  const path = `${baseUrl}${file.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

/**
 * Translated pages of `pages` that may be outdated (their English source
 * changed since the stamp, or no stamp): permalink → English page.
 */
export async function outdatedTranslations(
  pages: readonly ContentPage[],
  siteDir: string,
  locales: readonly LocaleSpec[] = LOCALES,
): Promise<Map<string, string>> {
  const outdated = new Map<string, string>();
  const english = locales[0];
  for (const page of pages) {
    const file = translatedFile(page.source);
    const locale = locales.find((candidate) => candidate.locale === page.locale);
    if (!file || !locale || !english) continue;
    const englishPath = join(siteDir, file.englishSource);
    if (!existsSync(englishPath)) continue;
    const { frontMatter } = await readFrontMatter(
      readFileSync(join(siteDir, page.source), 'utf8'),
      page.source,
    );
    const state = translationState(frontMatter, sourceHash(readFileSync(englishPath, 'utf8')));
    if (state !== 'up-to-date') {
      outdated.set(page.permalink, `${english.prefix}${page.permalink.slice(locale.prefix.length)}`);
    }
  }
  return outdated;
}

/**
 * Reads the build in `buildDir` (the site of `siteDir`'s sources) into what
 * the rules judge. `locales` names the locales the build holds (default: all
 * of the site's); a build of fewer locales is checked as a site of those.
 */
export async function readSite(
  buildDir: string,
  siteDir: string,
  locales: readonly LocaleSpec[] = LOCALES,
): Promise<Site> {
  const pages = new Map<string, PageFacts>();
  const files = new Set<string>();
  const entries = readdirSync(buildDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name).slice(buildDir.length + 1);
    if (NOT_SERVED.test(file)) continue;
    const path = urlPath(file);
    if (file.endsWith('.html')) pages.set(path, readPage(readFileSync(join(buildDir, file), 'utf8'), path));
    else files.add(path);
  }
  const manifestPages = locales.flatMap(({ prefix }) => {
    const dir = join(buildDir, prefix.slice(SITE.baseUrl.length));
    return readManifest(dir).pages;
  });
  const sitemap = locales.flatMap(({ prefix }) => {
    const path = join(buildDir, prefix.slice(SITE.baseUrl.length), 'sitemap.xml');
    return existsSync(path) ? sitemapUrls(readFileSync(path, 'utf8')) : [];
  });
  // The origin the build wrote into absolute URLs, read from its English home page's canonical link.
  const home = pages.get(SITE.baseUrl);
  const origin = home?.canonical ? new URL(home.canonical).origin : SITE.productionUrl;
  return {
    baseUrl: SITE.baseUrl,
    origin,
    productionOrigin: new URL(SITE.productionUrl).origin,
    locales,
    pages,
    files,
    manifest: new Map(manifestPages.map((page) => [page.permalink, page])),
    outdated: await outdatedTranslations(manifestPages, siteDir, locales),
    sitemap,
  };
}
