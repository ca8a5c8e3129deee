/**
 * Local search: after the build, reads every rendered doc page and writes one
 * index per version into this locale's build (`search-index/<version>.json`);
 * adds the search page and provides `@theme/SearchBar`. When Algolia is
 * configured it does nothing: the classic theme's DocSearch takes over.
 *
 * In a translated build, each page is also indexed under its names in the
 * locale's language (src/search/pageLabels.ts): its title in the terms of the
 * locale's glossary (`i18n/<locale>/GLOSSARY.md`) and its translated sidebar
 * labels, so an untranslated page is found by a query in that language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { buildSearchIndex, type ExtractedPage } from '../../search/buildIndex';
import { extractPage } from '../../search/extractPage';
import { searchIndexPath } from '../../search/indexFormat';
import { hasAlgolia } from '../../search/algoliaConfig';
import { categoryLabelsByDoc, pageNames, type PageNames, type SidebarNode } from '../../search/pageLabels';
import { parseGlossary, type GlossaryEntry } from '../../content/glossary';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const SEARCH_PAGE_PATH = 'search/';

/** The glossary file of a locale folder (`i18n/<locale>/`). */
export const GLOSSARY_FILE = 'GLOSSARY.md';

export interface VersionPages {
  name: string;
  permalinks: string[];
  /** The page's names in the locale's language, by permalink (pages that have none are left out). */
  names: Record<string, PageNames>;
}

export function versionPages(
  content: LoadedContent,
  glossary: readonly GlossaryEntry[] = [],
): VersionPages[] {
  return content.loadedVersions.map((version) => {
    const listed = version.docs.filter((doc) => !doc.unlisted);
    const categories = categoryLabelsByDoc(version.sidebars as Record<string, readonly SidebarNode[]>);
    const names = listed.flatMap((doc) => {
      const sidebarLabel = doc.frontMatter.sidebar_label;
      const found = pageNames(
        {
          title: doc.title,
          sidebarLabel: typeof sidebarLabel === 'string' ? sidebarLabel : undefined,
          categoryLabels: categories.get(doc.id) ?? [],
        },
        glossary,
      );
      return found.alias || found.labels ? [[doc.permalink, found] as const] : [];
    });
    return {
      name: version.versionName,
      permalinks: listed.map((doc) => doc.permalink),
      names: Object.fromEntries(names),
    };
  });
}

/** The locale's glossary, or none when its folder has no GLOSSARY.md. */
export function readGlossary(localizationDir: string): GlossaryEntry[] {
  const path = join(localizationDir, GLOSSARY_FILE);
  return existsSync(path) ? parseGlossary(readFileSync(path, 'utf8')) : [];
}

/** A permalink as the site links it: with or without the trailing slash the config asks for. */
export function withTrailingSlash(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === true && !permalink.endsWith('/')) return `${permalink}/`;
  if (trailingSlash === false && permalink.length > 1 && permalink.endsWith('/'))
    return permalink.slice(0, -1);
  return permalink;
}

/** Reads the built pages of one version; a page without doc content is skipped. */
async function readPages(
  outDir: string,
  { baseUrl, trailingSlash }: { baseUrl: string; trailingSlash: boolean | undefined },
  { permalinks, names }: VersionPages,
): Promise<ExtractedPage[]> {
  const pages: ExtractedPage[] = [];
  for (const permalink of permalinks) {
    const relative = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink;
    const html = await readFile(join(outDir, relative, 'index.html'), 'utf8');
    const page = extractPage(html, withTrailingSlash(permalink, trailingSlash));
    if (page) pages.push({ ...page, ...names[permalink] });
  }
  return pages;
}

export default function searchPlugin(context: LoadContext): Plugin {
  const { siteConfig, baseUrl, i18n, siteDir, localizationDir } = context;
  if (hasAlgolia(siteConfig.themeConfig)) {
    return { name: 'x-docs-search' };
  }
  let docs: LoadedContent | undefined;
  return {
    name: 'x-docs-search',

    getThemePath() {
      return resolve(siteDir, 'src/plugins/search/theme');
    },

    // The index is written by postBuild, which the dev server never runs: the pages are listed there.
    allContentLoaded({ allContent, actions }) {
      docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      actions.addRoute({
        path: `${baseUrl}${SEARCH_PAGE_PATH}`,
        component: '@site/src/components/Search/SearchPage',
        exact: true,
      });
    },

    async postBuild({ outDir }) {
      const versions = docs ? versionPages(docs, readGlossary(localizationDir)) : [];
      for (const version of versions) {
        const pages = await readPages(outDir, { baseUrl, trailingSlash: siteConfig.trailingSlash }, version);
        const index = buildSearchIndex(pages, { locale: i18n.currentLocale, version: version.name });
        const file = join(outDir, searchIndexPath(version.name));
        await mkdir(join(file, '..'), { recursive: true });
        await writeFile(file, JSON.stringify(index));
      }
    },
  };
}
