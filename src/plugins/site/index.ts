/**
 * The site's own Docusaurus plugin: injects the build-time theme CSS and the
 * no-flash preferences script, mirrors all CSS for run-time RTL, fails the
 * build on a duplicated navigation pathname, adds the playground page, and
 * splits libraries into one chunk per family (chunks.ts), leaves the doc
 * descriptions nothing reads out of the version metadata every page loads
 * (versionMetadataLoader.cjs), keeps Prism out of the browser's start-up
 * (PRISM_ON_DEMAND), and has the dev server compile a page when it is first
 * opened (lazyCompilation.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import postcssRtlcss from 'postcss-rtlcss';
import { holdsProseStyles, postcssIsolateDemos } from './isolateDemos';
import { createSiteTheme } from '../../siteTheme/createSiteTheme';
import { buildSiteCss } from '../../siteTheme/siteCss';
import { getPreferencesInlineScript } from '../../preferences/inlineScript';
import { assertUniquePathnames, type NavigationItem } from '../../navigation/uniquePathnames';
import { splitChunkFamilies } from './chunks';
import { createVersionIndex, versionIndexPath } from '../../navigation/versionIndex';
import { lazyCompilationConfig, type LazyCompilationBundler } from './lazyCompilation';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export function checkDocsNavigation(content: LoadedContent): void {
  for (const version of content.loadedVersions) {
    const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    const permalinkOf = (id: string) => permalinks.get(id) ?? `(missing doc "${id}")`;
    assertUniquePathnames(
      version.label,
      version.sidebars as unknown as Record<string, NavigationItem[]>,
      permalinkOf,
    );
  }
}

/** Route props the docs plugin writes for each version (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). */
export const VERSION_METADATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Browser build only: the theme's client module that registers the extra Prism
 * languages at start-up (importing Prism into every page's main bundle) becomes
 * an empty module, and code blocks get their lines through LinesLoader.tsx,
 * which loads Prism (and registers those languages) the first time a block is
 * rendered in the browser. The server keeps both as they are.
 */
export const PRISM_ON_DEMAND = [
  {
    request: /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: require.resolve('./prismAtStartup'),
  },
  {
    request: /^\.\/lines$/,
    issuer: /[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.tsx$/,
    replacement: './LinesLoader',
  },
];

/** The playground's path under the (locale's) base URL: outside the docs, without the docs layout. */
export const PLAYGROUND_PATH = 'playground/';

export default function sitePlugin(context: LoadContext): Plugin {
  const siteCss = buildSiteCss(createSiteTheme());
  let docs: LoadedContent | undefined;
  return {
    name: 'x-docs-site',

    configurePostCss(options) {
      // Site prose styles (Infima, custom.css) stay out of demos (isolateDemos.ts).
      options.plugins.push(postcssIsolateDemos((file) => holdsProseStyles(file, context.siteDir)));
      // "override" keeps every LTR rule as written and adds [dir="rtl"] overrides,
      // so the direction can be switched at run time without a second stylesheet.
      options.plugins.push(postcssRtlcss({ mode: 'override' }));
      return options;
    },

    configureWebpack(config, isServer, { currentBundler }) {
      if (!isServer) splitChunkFamilies(config, context.siteDir);
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const prismOnDemand = PRISM_ON_DEMAND.map(
        ({ request, issuer, replacement }) =>
          new NormalModuleReplacementPlugin(
            request,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (!issuer || issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = replacement;
            },
          ),
      );
      return {
        ...lazyCompilationConfig({
          bundler: currentBundler.instance as LazyCompilationBundler,
          isServer,
          mode: config.mode,
        }),
        plugins: isServer ? [] : prismOnDemand,
        module: {
          rules: [
            {
              test: VERSION_METADATA,
              use: [{ loader: require.resolve('./versionMetadataLoader.cjs') }],
            },
          ],
        },
      };
    },

    allContentLoaded({ allContent, actions }) {
      docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      if (docs) {
        checkDocsNavigation(docs);
      }
      // The playground belongs to the current part of the site (src/navigation/buildParts.ts).
      if (context.siteConfig.customFields?.buildPart !== 'archive') {
        actions.addRoute({
          path: `${context.baseUrl}${PLAYGROUND_PATH}`,
          component: '@site/src/components/Playground',
          exact: true,
        });
      }
    },

    // Each version's page list, which the other build part reads (src/navigation/versionIndex.ts).
    async postBuild({ outDir }) {
      for (const version of docs?.loadedVersions ?? []) {
        const file = join(outDir, versionIndexPath(version.versionName));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(createVersionIndex(version)));
      }
    },

    injectHtmlTags() {
      return {
        // The script runs in <head>, before the first frame: even the empty
        // canvas is painted in the reader's colour scheme. It comes after the
        // theme so that custom colours it restores win over the defaults.
        headTags: [
          { tagName: 'style', attributes: { 'data-site-theme': 'true' }, innerHTML: siteCss },
          { tagName: 'script', innerHTML: getPreferencesInlineScript() },
        ],
      };
    },
  };
}
