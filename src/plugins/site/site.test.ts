/**
 * @jest-environment node
 */
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { dirname, resolve } from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type { LoadContext } from '@docusaurus/types';
import sitePlugin, { checkDocsNavigation, PRISM_ON_DEMAND, VERSION_METADATA } from '.';

function loaded(label: string, sidebarIds: string[]): LoadedContent {
  return {
    loadedVersions: [
      {
        label,
        docs: [
          { id: 'introduction/overview', permalink: '/x/' },
          { id: 'introduction/installation', permalink: '/x/introduction/installation/' },
        ],
        sidebars: { docs: sidebarIds.map((id) => ({ type: 'doc', id })) },
      },
    ],
  } as unknown as LoadedContent;
}

describe('site plugin', () => {
  it('accepts a navigation tree without duplicates', () => {
    expect(() =>
      checkDocsNavigation(loaded('v7', ['introduction/overview', 'introduction/installation'])),
    ).not.toThrow();
  });

  it('fails the build naming the duplicated pathname and its version', () => {
    expect(() =>
      checkDocsNavigation(
        loaded('v7', ['introduction/installation', 'introduction/overview', 'introduction/installation']),
      ),
    ).toThrow('Duplicate pathname "/x/introduction/installation/" in the navigation tree of version v7.');
  });

  it('injects the theme CSS and the preferences script in <head>', () => {
    const plugin = sitePlugin({ baseUrl: '/x/' } as Parameters<typeof sitePlugin>[0]);
    const tags = plugin.injectHtmlTags?.({ content: undefined }) as {
      headTags: { tagName: string; innerHTML: string }[];
    };
    expect(tags.headTags.map((tag) => tag.tagName)).toEqual(['style', 'script']);
    expect(tags.headTags[0]?.innerHTML).toContain('--ifm-color-primary');
    expect(tags.headTags[1]?.innerHTML).toContain('mui-mode');
  });
});

describe('version metadata loader', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const load = require('./versionMetadataLoader.cjs') as (source: string) => string;

  it('drops the doc descriptions and keeps the sidebar, ids, titles and sidebars', () => {
    const props = {
      version: {
        version: 'current',
        docsSidebars: { docs: [{ type: 'link', href: '/x/', label: 'Overview' }] },
        docs: {
          'introduction/overview': {
            id: 'introduction/overview',
            title: 'Overview',
            description: 'What MUI X is.',
            sidebar: 'docs',
          },
        },
      },
    };
    expect(JSON.parse(load(JSON.stringify(props)))).toEqual({
      version: {
        version: 'current',
        docsSidebars: props.version.docsSidebars,
        docs: {
          'introduction/overview': { id: 'introduction/overview', title: 'Overview', sidebar: 'docs' },
        },
      },
    });
  });

  it('passes other route props through unchanged', () => {
    const tags = JSON.stringify({ tag: { label: 'grid', description: 'Grid pages' } });
    expect(load(tags)).toBe(tags);
  });

  it('is registered for the docs plugin’s route props only', () => {
    expect(
      VERSION_METADATA.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/x-3bf.json'),
    ).toBe(true);
    expect(
      VERSION_METADATA.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a.json'),
    ).toBe(false);
  });

  // No public API lets a site drop a theme's client module: PRISM_ON_DEMAND replaces the classic
  // theme's start-up Prism module by its path. If an upgrade moves it, Prism silently returns to
  // every page's start-up bundle; this fails first.
  it('keeps Prism out of start-up: the replaced module is the classic theme’s own client module', () => {
    const context = {
      siteDir: '/site',
      i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
      siteConfig: { themeConfig: { prism: { additionalLanguages: [] } } },
    } as unknown as LoadContext;
    const theme = themeClassic(context, { customCss: [] } as Parameters<typeof themeClassic>[1]);
    const themeDir = dirname(require.resolve('@docusaurus/theme-classic'));
    const modules = (theme.getClientModules?.() ?? []).map((module) => resolve(themeDir, module));
    expect(modules.filter((module) => PRISM_ON_DEMAND[0]?.request.test(module))).toHaveLength(1);
  });
});
