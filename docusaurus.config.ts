import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import sitePlugin from './src/plugins/site';
import searchPlugin from './src/plugins/search';
import { algoliaFromEnv } from './src/search/algoliaConfig';
import { redirectsTo } from './src/navigation/redirects';
import { ARCHIVED_VERSIONS, CURRENT_VERSION_LABEL } from './src/data/versions';
import { SITE } from './src/data/site';
import { PRODUCT_ENTRY_POINTS } from './src/data/products';

/**
 * Build modes by environment variable. The full build (every version, both
 * locales) is the default; `DOCS_ONLY_CURRENT=1` builds only the current
 * version, for quick previews while writing.
 */
const onlyCurrentVersion = process.env.DOCS_ONLY_CURRENT === '1';
/** Hosted search (Algolia DocSearch) when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set; local search otherwise. */
const algolia = algoliaFromEnv(process.env);

const versions: DocsOptions['versions'] = {
  current: { label: CURRENT_VERSION_LABEL, path: '', banner: 'none' },
  ...Object.fromEntries(
    ARCHIVED_VERSIONS.map((version) => [
      version.name,
      { label: version.label, path: version.path, banner: 'unmaintained' as const },
    ]),
  ),
};

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: process.env.DOCS_SITE_URL ?? SITE.productionUrl,
  baseUrl: SITE.baseUrl,
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
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
  },

  customFields: {
    /** Read at build time; the MUI X Pro/Premium packages show a watermark without it. */
    muiXLicenseKey: process.env.MUI_X_LICENSE_KEY ?? '',
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions,
          onlyIncludeVersions: onlyCurrentVersion ? ['current'] : undefined,
          editUrl: process.env.DOCS_EDIT_URL,
          showLastUpdateTime: false,
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    sitePlugin,
    ['@docusaurus/plugin-client-redirects', { createRedirects: redirectsTo }],
    searchPlugin,
  ],

  themeConfig: {
    ...(algolia ? { algolia } : {}),
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    navbar: {
      title: SITE.title,
      logo: { alt: SITE.logoAlt, src: 'img/logo.svg' },
      hideOnScroll: false,
      items: [
        { type: 'custom-versionSwitcher', position: 'left' },
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        { type: 'custom-directionToggle', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'custom-repositoryLink', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      links: [
        {
          title: 'Products',
          items: PRODUCT_ENTRY_POINTS.map((product) => ({ label: product.name, to: product.path })),
        },
        {
          title: 'Resources',
          items: [
            { label: 'Installation', to: '/introduction/installation/' },
            { label: 'Licensing', to: '/introduction/licensing/' },
            { label: 'Support', to: '/introduction/support/' },
            { label: 'Roadmap', to: '/introduction/roadmap/' },
          ],
        },
      ],
      copyright: SITE.copyright,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
