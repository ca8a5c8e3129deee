/**
 * The content plugin: after every plugin has loaded its content, it reads
 * each doc of every version (src/content/page.ts) and
 * - writes the content manifest into the build folder after the build
 *   (src/content/manifest.ts), which `npm run count` and the tests read;
 * - writes, for each API reference page, the guides of this locale and of the
 *   page's version that use its component
 *   (`@generated/x-docs-content/default/api-guides/<product>/<slug>.json`, and
 *   `api-guides-7.x/…` for v7; imported by the generated API page), so adding
 *   a demo needs no generator run;
 * - compares each translated page's `translated_from` with its English source
 *   (src/content/translation.ts) and gives the client, as global data, the
 *   pages that may be outdated and, in a translated build, the pages that have
 *   a translation (src/components/TranslationNotice shows the notices).
 *   Computed here on every load rather than in the Markdown loader, whose cache
 *   does not know that a page depends on its English source.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { readContentPage, type ContentPage } from '../../content/page';
import { createManifest, guidesByApi, writeManifest } from '../../content/manifest';
import { PRODUCTS } from '../../data/products';
import { API_VERSIONS, apiDataDir, apiGuidesFolder } from '../../data/apiReference';
import { docTranslations, englishPermalink, type TranslationGlobalData } from '../../content/translation';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const CONTENT_PLUGIN = 'x-docs-content';
async function readPages(docs: LoadedContent, context: LoadContext): Promise<ContentPage[]> {
  const locale = context.i18n.currentLocale;
  const reads = docs.loadedVersions.flatMap((version) =>
    version.docs.map((doc) =>
      readContentPage(
        {
          id: doc.id,
          version: version.versionName,
          locale,
          // Doc permalinks come without the trailing slash the site's routes add.
          permalink: applyTrailingSlash(doc.permalink, {
            trailingSlash: context.siteConfig.trailingSlash,
            baseUrl: context.siteConfig.baseUrl,
          }),
          sourcePath: doc.source.replace(/^@site\//, `${context.siteDir}/`),
          title: doc.title,
          description: doc.description,
        },
        context.siteDir,
      ),
    ),
  );
  return Promise.all(reads);
}

/** The translated pages of this locale, and those that may be outdated with their English page. */
function translationGlobalData(docs: LoadedContent, context: LoadContext): TranslationGlobalData {
  const { i18n, siteDir, siteConfig } = context;
  const defaultBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? siteConfig.baseUrl;
  const loaded = docs.loadedVersions.flatMap((version) =>
    version.docs.map((doc) => ({
      source: doc.source.replace(/^@site\//, ''),
      frontMatter: doc.frontMatter,
      permalink: doc.permalink,
    })),
  );
  const translations = docTranslations(loaded, (englishSource) => {
    const path = join(siteDir, englishSource);
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  });
  const outdated = translations
    .filter((translation) => translation.state !== 'up-to-date')
    .map((translation) => {
      const english = englishPermalink(translation.permalink, context.baseUrl, defaultBaseUrl);
      const withSlash = applyTrailingSlash(english, {
        trailingSlash: siteConfig.trailingSlash,
        baseUrl: defaultBaseUrl,
      });
      return [translation.permalink, withSlash] as const;
    });
  return {
    outdatedTranslations: Object.fromEntries(outdated),
    translatedPages:
      i18n.currentLocale === i18n.defaultLocale
        ? null
        : translations.map((translation) => translation.permalink),
  };
}

/** Every API model of a version (written by `npm run api`): product, page slug and the name guides import. */
function apiModels(siteDir: string, version: string): { product: string; slug: string; name: string }[] {
  return PRODUCTS.flatMap((product) => {
    const dir = join(siteDir, apiDataDir(version), product.id);
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'index.json');
    } catch {
      return [];
    }
    return files.map((file) => {
      const { name } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { name: string };
      return { product: product.id, slug: file.slice(0, -'.json'.length), name };
    });
  });
}

export default function contentPlugin(context: LoadContext): Plugin {
  let pages: ContentPage[] = [];
  return {
    name: CONTENT_PLUGIN,

    async allContentLoaded({ allContent, actions }) {
      const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      if (!docs) return;
      pages = await readPages(docs, context);
      actions.setGlobalData(translationGlobalData(docs, context));
      await Promise.all(
        API_VERSIONS.flatMap((version) => {
          const guides = guidesByApi(pages, version);
          return apiModels(context.siteDir, version).map(({ product, slug, name }) =>
            actions.createData(
              `${apiGuidesFolder(version)}/${product}/${slug}.json`,
              guides.get(`${product}/${name}`) ?? [],
            ),
          );
        }),
      );
    },

    postBuild({ outDir }) {
      writeManifest(outDir, createManifest(context.i18n.currentLocale, pages));
    },
  };
}
