/**
 * `npm run locales`: writes the locale table of each product that ships locale
 * packs (the Data Grid and the pickers): every pack the installed package
 * exports, with its BCP 47 tag, import name and how many keys of the English
 * default text it translates. The tables are page content
 * (`docs/<guide folder>/localizationTable.json`, shown by `<LocaleTable>`).
 *
 *   npm run locales             write the tables
 *   npm run locales -- --check  exit 1 when a committed table is out of date
 *
 * Completion rule: a key counts as translated when the pack's `localeText`
 * defines it (own property, value not undefined) and the key exists in the
 * English default text. Packs leave untranslated keys out, so a missing key
 * falls back to English. Values identical to the English text still count
 * (words such as "CSV" are often kept) and are reported as `sameAsEnglish`.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { productById, type ProductId } from '../src/data/products';
import type { LocaleEntry, LocaleTableData } from '../src/components/LocaleTable/localeRows';

const siteDir = resolve(__dirname, '..');
const requireFromSite = createRequire(join(siteDir, 'package.json'));

export interface LocaleSource {
  product: ProductId;
  /** The package whose `locales` entry point exports the packs. */
  packageName: string;
  /** The theme component whose `defaultProps.localeText` a pack sets. */
  themeComponent: string;
  /** The English default text the packs are measured against. */
  englishText: () => Record<string, unknown>;
}

export const LOCALE_SOURCES: readonly LocaleSource[] = [
  {
    product: 'data-grid',
    packageName: '@mui/x-data-grid',
    themeComponent: 'MuiDataGrid',
    englishText: () => requireFromSite('@mui/x-data-grid').GRID_DEFAULT_LOCALE_TEXT,
  },
  {
    product: 'date-pickers',
    packageName: '@mui/x-date-pickers',
    themeComponent: 'MuiLocalizationProvider',
    englishText: () => requireFromSite('@mui/x-date-pickers/locales').DEFAULT_LOCALE,
  },
];

export function tablePath(source: LocaleSource): string {
  return join(siteDir, 'docs', productById(source.product).guideSegment, 'localizationTable.json');
}

/** `frFR` → `fr-FR`, `eu` → `eu`; other export names (helpers, raw texts) are not packs. */
export function tagFromImportName(importName: string): string | null {
  const match = /^([a-z]{2,3})([A-Z]{2})?$/.exec(importName);
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null);
}

/** The English name of a tag ("French (France)"), or the tag itself when the runtime has none. */
export function localeName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

function packText(value: unknown, themeComponent: string): Record<string, unknown> | null {
  const text = (value as { components?: Record<string, { defaultProps?: { localeText?: unknown } }> })
    ?.components?.[themeComponent]?.defaultProps?.localeText;
  return typeof text === 'object' && text !== null ? (text as Record<string, unknown>) : null;
}

/** The table rows, from the exports of a locales entry point and the English default text. */
export function computeLocaleTable(
  packageName: string,
  themeComponent: string,
  localeExports: Record<string, unknown>,
  englishText: Record<string, unknown>,
): Omit<LocaleTableData, 'version'> {
  const keys = Object.keys(englishText);
  const locales: LocaleEntry[] = [];
  for (const [importName, value] of Object.entries(localeExports)) {
    const tag = tagFromImportName(importName);
    const text = packText(value, themeComponent);
    if (!tag || !text) continue;
    const defined = keys.filter((key) => Object.hasOwn(text, key) && text[key] !== undefined);
    const sameAsEnglish = defined.filter(
      (key) => typeof text[key] === 'string' && text[key] === englishText[key],
    );
    locales.push({
      importName,
      tag,
      name: localeName(tag),
      translated: defined.length,
      sameAsEnglish: sameAsEnglish.length,
      reference: importName === 'enUS',
    });
  }
  locales.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { package: packageName, totalKeys: keys.length, locales };
}

export function buildLocaleTable(source: LocaleSource): LocaleTableData {
  const { version } = requireFromSite(`${source.packageName}/package.json`) as { version: string };
  const localeExports = requireFromSite(`${source.packageName}/locales`) as Record<string, unknown>;
  return {
    version,
    ...computeLocaleTable(source.packageName, source.themeComponent, localeExports, source.englishText()),
  };
}

export function serialize(table: LocaleTableData): string {
  return `${JSON.stringify(table, null, 2)}\n`;
}

/** Tables whose committed file differs from what the installed packages give. */
export function staleTables(): string[] {
  return LOCALE_SOURCES.filter((source) => {
    let committed = '';
    try {
      committed = readFileSync(tablePath(source), 'utf8');
    } catch {
      committed = '';
    }
    return committed !== serialize(buildLocaleTable(source));
  }).map(tablePath);
}

function main(): void {
  if (process.argv.includes('--check')) {
    const stale = staleTables();
    for (const path of stale)
      console.error(`${path} does not match the installed package: run npm run locales`);
    if (stale.length > 0) process.exit(1);
    console.log('Every locale table matches the installed packages.');
    return;
  }
  for (const source of LOCALE_SOURCES) {
    writeFileSync(tablePath(source), serialize(buildLocaleTable(source)));
    console.log(`Wrote ${tablePath(source)}`);
  }
}

if (require.main === module) {
  main();
}
