/**
 * Live demos, as one feature: a writer types `<Demo file="./demos/X.tsx" />`
 * in an MDX page and the site shows the running demo with its code.
 *
 * - `remarkDemos` (remarkDemo.ts), installed in the docs plugin's
 *   `remarkPlugins`, turns the element into imports of each styling flavour,
 *   of the demo's sources and of a scope loader for live editing;
 * - the plugin registers the loaders that answer `X.tsx?demo-sources`
 *   (sourcesLoader.cjs) and `X.tsx?demo-group=[…]` (groupLoader.cjs), and Tailwind, which generates utilities for the
 *   `*.tailwind.tsx` flavours only;
 * - for an archived version with live demos, it resolves the MUI X names its
 *   pages and demos import to that version's packages (versionAliases.ts).
 *
 * `demosFeature(siteDir)` returns both, so the config registers them together.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import tailwindcss from 'tailwindcss';
import remarkDemo, { DEMO_GROUP_QUERY, DEMO_SOURCES_QUERY } from './remarkDemo';
import { versionAliasRules } from './versionAliases';

/** Where Tailwind finds the class names it generates: the demos' Tailwind flavours. */
export function tailwindContent(siteDir: string): string[] {
  return [
    `${siteDir}/docs/**/demos/**/*.tailwind.tsx`,
    `${siteDir}/versioned_docs/**/demos/**/*.tailwind.tsx`,
  ];
}

/** How LiveArea imports the server snapshot, and what the browser build imports instead. */
export const SERVER_SNAPSHOT_REQUEST = /^\.\/ServerSnapshot$/;
export const BROWSER_SNAPSHOT_REQUEST = './ServerSnapshot.browser';

function demosPlugin(context: LoadContext): Plugin {
  return {
    name: 'x-docs-demos',

    configurePostCss(options) {
      // Tailwind only acts on stylesheets with @tailwind directives (src/components/Demo/tailwind.css).
      options.plugins.unshift(
        tailwindcss({
          content: tailwindContent(context.siteDir),
          corePlugins: { preflight: false },
          darkMode: ['selector', '[data-theme="dark"]'],
        }),
      );
      return options;
    },

    configureWebpack(_config, isServer, { currentBundler }) {
      // The browser keeps the snapshot the server rendered and never renders one
      // (src/components/Demo/live/ServerSnapshot.tsx), so its build gets the empty module.
      const browserSnapshot = new currentBundler.instance.NormalModuleReplacementPlugin(
        SERVER_SNAPSHOT_REQUEST,
        (resource: { request: string }) => {
          resource.request = BROWSER_SNAPSHOT_REQUEST;
        },
      );
      return {
        plugins: isServer ? [] : [browserSnapshot],
        module: {
          rules: [
            {
              resourceQuery: new RegExp(`^\\${DEMO_SOURCES_QUERY}$`),
              use: [
                { loader: require.resolve('./sourcesLoader.cjs'), options: { siteDir: context.siteDir } },
              ],
            },
            {
              resourceQuery: new RegExp(`^\\${DEMO_GROUP_QUERY}`),
              use: [{ loader: require.resolve('./groupLoader.cjs') }],
            },
            // Pages and demos of an archived version import its own packages (versionAliases.ts).
            ...versionAliasRules(context.siteDir),
          ],
        },
      };
    },
  };
}

export function demosFeature(siteDir: string) {
  return {
    plugin: demosPlugin,
    remarkPlugin: [remarkDemo, { siteDir }] as [typeof remarkDemo, { siteDir: string }],
  };
}
