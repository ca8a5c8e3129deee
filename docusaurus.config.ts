import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import sitePlugin from './src/plugins/site';
import pwaManifestPlugin from './src/plugins/pwaManifest';
import { WEB_APP_ICONS, WEB_APP_THEME_COLOR } from './src/data/webApp';
import searchPlugin from './src/plugins/search';
import { algoliaFromEnv } from './src/search/algoliaConfig';
import { redirectsTo } from './src/navigation/redirects';
import { apiSidebarItemsGenerator } from './src/navigation/apiSidebar';
import { demosFeature } from './src/plugins/demos';
import contentPlugin from './src/plugins/content';
import markdownPlugin from './src/plugins/markdown';
import remarkDocsRootLinks from './src/plugins/content/relativeLinks';
import rehypeTableRegions from './src/plugins/content/tableRegions';
import { parseFrontMatter } from './src/content/frontMatter';
import { ARCHIVED_VERSIONS, CURRENT_VERSION_LABEL } from './src/data/versions';
import { SITE } from './src/data/site';
import { PRODUCTS } from './src/data/products';
import { sitePrismTheme } from './src/siteTheme/prismThemes';
import remarkCrossPartLinks from './src/plugins/content/crossPartLinks';
import { BUILD_PART_ENV, parseBuildPart, versionsOfPart } from './src/navigation/buildParts';

/**
 * Which part of the site this build holds (src/navigation/buildParts.ts):
 * `DOCS_PART=current` the current version, `archive` the archived versions,
 * unset every version in one build. `npm run build` builds both parts and
 * merges them (scripts/buildSite.ts); `npm start` serves the current part.
 */
const part = parseBuildPart(process.env[BUILD_PART_ENV]);
const includedVersions = versionsOfPart(part);
/**
 * In the archive part, the site-wide links of the navbar and footer lead to
 * pages of the current part: a full page load in the same tab.
 */
const siteLink = (to: string) => (part === 'archive' ? { to: `pathname://${to}`, target: '_self' } : { to });
/**
 * `DOCS_BROKEN_LINKS=warn` reports broken links without failing, for a writer
 * whose page links to pages still being written on another branch. Every other
 * build (and `npm test`) fails on a broken link.
 */
const brokenLinks = process.env.DOCS_BROKEN_LINKS === 'warn' ? 'warn' : 'throw';
/** Hosted search (Algolia DocSearch) when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set; local search otherwise. */
const algolia = algoliaFromEnv(process.env);

const demos = demosFeature(__dirname);

const allVersions: NonNullable<DocsOptions['versions']> = {
  current: { label: CURRENT_VERSION_LABEL, path: '', banner: 'none' },
  ...Object.fromEntries(
    ARCHIVED_VERSIONS.map((version) => [
      version.name,
      { label: version.label, path: version.path, banner: 'unmaintained' as const },
    ]),
  ),
};
const versions = Object.fromEntries(
  Object.entries(allVersions).filter(([name]) => !includedVersions || includedVersions.includes(name)),
);
/** The archive part has no current version: its newest archived one stands in as Docusaurus's "last" version. */
const lastVersion = includedVersions?.[0] ?? 'current';

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: process.env.DOCS_SITE_URL ?? SITE.productionUrl,
  baseUrl: SITE.baseUrl,
  trailingSlash: true,
  onBrokenLinks: brokenLinks,
  onBrokenAnchors: brokenLinks,
  onDuplicateRoutes: 'throw',

  future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en', direction: 'ltr' },
      zh: { label: '中文', htmlLang: 'zh-CN', direction: 'ltr', path: 'zh' },
    },
  },

  markdown: {
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // Page markers (plan, newFeature, unstable) are checked and reach the sidebar badges.
    parseFrontMatter,
  },

  customFields: {
    /** Read at build time; the MUI X Pro/Premium packages show a watermark without it. */
    muiXLicenseKey: process.env.MUI_X_LICENSE_KEY ?? '',
    /** The part of the site this build holds (src/navigation/buildParts.ts). */
    buildPart: part,
    /** Where a demo's "Source" link points: a repository URL ending in `/`, e.g. …/blob/main/. */
    demoSourceBaseUrl:
      process.env.DOCS_SOURCE_URL ?? process.env.DOCS_EDIT_URL?.replace('/edit/', '/blob/') ?? '',
    /** Analytics measurement id; empty: no third-party script, events stay in `window.dataLayer`. */
    analyticsMeasurementId: process.env.ANALYTICS_MEASUREMENT_ID ?? '',
    /** Read at build time; where the page feedback footer POSTs to (none: rating works, submit fails politely). */
    feedbackEndpoint: process.env.FEEDBACK_ENDPOINT ?? '',
    /** Third-party ad script (the "image" ad shape); empty (default): no script, no network call. */
    adScriptUrl: process.env.AD_SCRIPT_URL ?? '',
    /** Third-party ad list, JSON with an `ads` array (the "inline" shape); empty (default): no call. */
    adListUrl: process.env.AD_LIST_URL ?? '',
  },

  clientModules: ['./src/analytics/clientModule.ts', './src/serviceWorker/clientModule.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // An archived version's JSON sidebar gets its generated API groups (src/navigation/apiSidebar.ts).
          sidebarItemsGenerator: apiSidebarItemsGenerator(__dirname),
          lastVersion,
          versions,
          onlyIncludeVersions: includedVersions,
          editUrl: process.env.DOCS_EDIT_URL,
          showLastUpdateTime: false,
          // Relative links between doc files work in every locale (see relativeLinks.ts).
          beforeDefaultRemarkPlugins: [[remarkDocsRootLinks, { siteDir: __dirname }]],
          remarkPlugins: [demos.remarkPlugin, ...(part === 'archive' ? [remarkCrossPartLinks] : [])],
          // Tables scroll sideways in a labelled, focusable box of their own (tableRegions.ts).
          rehypePlugins: [rehypeTableRegions],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    sitePlugin,
    demos.plugin,
    contentPlugin,
    markdownPlugin,
    ['@docusaurus/plugin-client-redirects', { createRedirects: redirectsTo }],
    [
      '@docusaurus/plugin-pwa',
      {
        // Registered by src/serviceWorker/clientModule.ts, only on the production host.
        swRegister: false,
        swCustom: require.resolve('./src/serviceWorker/visitedPages.js'),
        pwaHead: [
          { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
          { tagName: 'meta', name: 'theme-color', content: WEB_APP_THEME_COLOR },
          { tagName: 'link', rel: 'apple-touch-icon', href: WEB_APP_ICONS[0].src },
        ],
      },
    ],
    pwaManifestPlugin,
    searchPlugin,
  ],

  themeConfig: {
    ...(algolia ? { algolia } : {}),
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    navbar: {
      title: SITE.title,
      logo: {
        alt: SITE.logoAlt,
        src: 'img/logo.svg',
        ...(part === 'archive' ? { href: 'pathname:///', target: '_self' } : {}),
      },
      hideOnScroll: false,
      items: [
        { type: 'custom-versionSwitcher', position: 'left' },
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        { type: 'custom-directionToggle', position: 'right' },
        { type: 'custom-settingsButton', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'custom-repositoryLink', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      links: [
        {
          title: 'Products',
          items: PRODUCTS.map((product) => ({
            label: product.name,
            ...siteLink(product.path),
            'data-ga-event-category': 'footer',
            'data-ga-event-action': 'product',
            'data-ga-event-label': product.name,
          })),
        },
        {
          title: 'Resources',
          items: [
            { label: 'Installation', ...siteLink('/introduction/installation/') },
            { label: 'Licensing', ...siteLink('/introduction/licensing/') },
            { label: 'Support', ...siteLink('/introduction/support/') },
            { label: 'Roadmap', ...siteLink('/introduction/roadmap/') },
          ],
        },
      ],
      copyright: SITE.copyright,
    },
    prism: {
      // GitHub and VS Dark with every token colour at 4.5:1 on its background (src/siteTheme/prismThemes.ts).
      theme: sitePrismTheme('light'),
      darkTheme: sitePrismTheme('dark'),
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
