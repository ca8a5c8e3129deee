/**
 * What a locale of the site has to translate, read the way
 * `docusaurus write-translations --locale <x>` reads it, but in memory: it
 * writes nothing, so running it never rewrites the committed translation files.
 *
 * It follows @docusaurus/core 3.10's `commands/writeTranslations.js` step by
 * step, with the same internal modules (Docusaurus has no public API for
 * this; the version is pinned in package.json):
 * - the code strings: `<Translate>`/`translate()` calls extracted from `src/`,
 *   the plugins' code and the theme (theme-common included), each with its
 *   English message, plus the theme's own translations for the locale, which
 *   the site uses for keys that `code.json` leaves out;
 * - each plugin's translation files (sidebar labels per version, navbar,
 *   footer) with their English messages;
 * - the docs each version of the locale is built from (a translated file
 *   when one exists, the English one otherwise), from the docs plugin.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { LoadContext, TranslationFile } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

interface InitializedPlugin {
  name: string;
  options: { id?: string };
  loadContent?: () => Promise<unknown>;
  getTranslationFiles?: (args: { content: unknown }) => Promise<TranslationFile[]>;
}

type CodeMessages = Record<string, { message: string; description?: string }>;

interface CoreInternals {
  loadContext: (params: { siteDir: string; locale?: string }) => Promise<LoadContext>;
  initPlugins: (context: LoadContext) => Promise<InitializedPlugin[]>;
  extractSiteSourceCodeTranslations: (params: {
    siteDir: string;
    plugins: InitializedPlugin[];
    extraSourceCodeFilePaths: string[];
  }) => Promise<CodeMessages>;
  loadPluginsDefaultCodeTranslationMessages: (
    plugins: InitializedPlugin[],
  ) => Promise<Record<string, string>>;
  globTranslatableSourceFiles: (paths: string[]) => Promise<string[]>;
}

export const INTERNAL_FUNCTIONS: readonly (keyof CoreInternals)[] = [
  'loadContext',
  'initPlugins',
  'extractSiteSourceCodeTranslations',
  'loadPluginsDefaultCodeTranslationMessages',
  'globTranslatableSourceFiles',
];

/**
 * Docusaurus's own modules for write-translations (no public API exists).
 * An upgrade that moves or renames one fails here, loudly and by name, and
 * with it the translations suite of `npm test`, rather than the report
 * silently counting nothing.
 */
export function coreInternals(siteDir: string): CoreInternals {
  const require = createRequire(join(siteDir, 'package.json'));
  let internals: Partial<CoreInternals>;
  try {
    internals = {
      ...require('@docusaurus/core/lib/server/site'),
      ...require('@docusaurus/core/lib/server/plugins/init'),
      ...require('@docusaurus/core/lib/server/translations/translationsExtractor'),
      ...require('@docusaurus/core/lib/server/translations/translations'),
      globTranslatableSourceFiles: require('@docusaurus/utils').globTranslatableSourceFiles,
    };
  } catch (error) {
    throw new Error(
      `@docusaurus/core's internal modules moved (${(error as Error).message}): follow its commands/writeTranslations.js again in scripts/translations/site.ts.`,
    );
  }
  const missing = INTERNAL_FUNCTIONS.filter((name) => typeof internals[name] !== 'function');
  if (missing.length > 0) {
    throw new Error(
      `@docusaurus/core no longer exports ${missing.join(', ')} where scripts/translations/site.ts reads them: follow its commands/writeTranslations.js again.`,
    );
  }
  return internals as CoreInternals;
}

/** A translation file the site defines, by its path in the locale folder (`code.json`, `docusaurus-theme-classic/navbar.json`). */
export interface SiteStringFile {
  file: string;
  /** English message of each key. */
  english: Record<string, string>;
  /** The locale's committed messages (empty when the file does not exist). */
  translated: Record<string, string>;
  /** Messages the theme ships for the locale, used for keys the file lacks (code.json only). */
  builtIn: Record<string, string>;
}

export interface SiteTranslations {
  locale: string;
  localeLabel: string;
  /** The locale folder from the site root: `i18n/zh`. */
  localizationDir: string;
  strings: SiteStringFile[];
  docs: LoadedContent | null;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function messages(content: Record<string, { message: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, value.message]));
}

function readMessages(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  return messages(JSON.parse(readFileSync(path, 'utf8')) as CodeMessages);
}

function pluginFolder(plugin: InitializedPlugin): string {
  const id = plugin.options.id ?? 'default';
  return id === 'default' ? plugin.name : `${plugin.name}-${id}`;
}

export async function readSiteTranslations(siteDir: string, locale: string): Promise<SiteTranslations> {
  const core = coreInternals(siteDir);
  const context = await core.loadContext({ siteDir, locale });
  const plugins = await core.initPlugins(context);
  const themeCommon = dirname(
    createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/theme-common'),
  );
  const extracted = await core.extractSiteSourceCodeTranslations({
    siteDir,
    plugins,
    extraSourceCodeFilePaths: await core.globTranslatableSourceFiles([themeCommon]),
  });
  const dir = context.localizationDir;
  const strings: SiteStringFile[] = [
    {
      file: 'code.json',
      english: messages(extracted),
      translated: readMessages(join(dir, 'code.json')),
      builtIn: await core.loadPluginsDefaultCodeTranslationMessages(plugins),
    },
  ];
  let docs: LoadedContent | null = null;
  for (const plugin of plugins) {
    const isDocs = plugin.name === DOCS_PLUGIN && (plugin.options.id ?? 'default') === 'default';
    if (!plugin.getTranslationFiles && !isDocs) continue;
    const content = await plugin.loadContent?.();
    if (isDocs) docs = content as LoadedContent;
    for (const translationFile of (await plugin.getTranslationFiles?.({ content })) ?? []) {
      const file = `${pluginFolder(plugin)}/${translationFile.path}.json`;
      strings.push({
        file,
        english: messages(translationFile.content),
        translated: readMessages(join(dir, file)),
        builtIn: {},
      });
    }
  }
  return {
    locale,
    localeLabel: context.i18n.localeConfigs[locale]?.label ?? locale,
    localizationDir: relative(siteDir, dir).split(sep).join('/'),
    strings,
    docs,
  };
}

/** The site's default locale and the locales it translates into. */
export async function siteLocales(siteDir: string): Promise<{ defaultLocale: string; locales: string[] }> {
  const context = await coreInternals(siteDir).loadContext({ siteDir });
  return { defaultLocale: context.i18n.defaultLocale, locales: context.i18n.locales };
}
