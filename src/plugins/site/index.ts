/**
 * The site's own Docusaurus plugin: injects the build-time theme CSS and the
 * no-flash preferences script, mirrors all CSS for run-time RTL, loads demo
 * sources, and fails the build on a duplicated navigation pathname.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import postcssRtlcss from 'postcss-rtlcss';
import tailwindcss from 'tailwindcss';
import { createSiteTheme } from '../../siteTheme/createSiteTheme';
import { buildSiteCss } from '../../siteTheme/siteCss';
import { getPreferencesInlineScript } from '../../preferences/inlineScript';
import { assertUniquePathnames, type NavigationItem } from '../../navigation/uniquePathnames';

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

export default function sitePlugin(context: LoadContext): Plugin {
  const siteCss = buildSiteCss(createSiteTheme());
  return {
    name: 'x-docs-site',

    configurePostCss(options) {
      // "override" keeps every LTR rule as written and adds [dir="rtl"] overrides,
      // so the direction can be switched at run time without a second stylesheet.
      // Tailwind only acts on stylesheets with @tailwind directives (the demos' one).
      options.plugins.unshift(
        tailwindcss({
          content: [
            `${context.siteDir}/docs/**/demos/*.tailwind.tsx`,
            `${context.siteDir}/versioned_docs/**/demos/*.tailwind.tsx`,
          ],
          corePlugins: { preflight: false },
          darkMode: ['selector', '[data-theme="dark"]'],
        }),
      );
      options.plugins.push(postcssRtlcss({ mode: 'override' }));
      return options;
    },

    configureWebpack() {
      // A demo's sources (`X.tsx?demo-sources`, see src/plugins/demos/remarkDemo.ts).
      return {
        module: {
          rules: [
            {
              resourceQuery: /demo-sources/,
              use: [
                {
                  loader: `${context.siteDir}/src/plugins/demos/sourcesLoader.cjs`,
                  options: { siteDir: context.siteDir },
                },
              ],
            },
          ],
        },
      };
    },

    allContentLoaded({ allContent }) {
      const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      if (docs) {
        checkDocsNavigation(docs);
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
