/**
 * Writes docs/react-data-grid/localizationTable.json: every locale pack the
 * installed @mui/x-data-grid ships, with its BCP 47 tag, import name and how
 * many keys of the English default text it translates.
 *
 *   node scripts/grid-locales.mjs           write the table (npm run locales)
 *   node scripts/grid-locales.mjs --check   exit 1 when the committed table is out of date
 *
 * Completion rule: a key counts as translated when the locale's `localeText`
 * defines it (own property, value not undefined) and the key exists in
 * GRID_DEFAULT_LOCALE_TEXT. Locale files leave untranslated keys out (they are
 * commented out in the sources), so a missing key falls back to English.
 * Values identical to the English text still count (words such as "CSV" or
 * "Pivot" are often kept), and are reported separately as `sameAsEnglish`.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TABLE_PATH = join(siteDir, 'docs/react-data-grid/localizationTable.json');
const PACKAGE = '@mui/x-data-grid';

/** `frFR` → `fr-FR`; import names are a language code followed by a region code. */
export function tagFromImportName(importName) {
  const match = /^([a-z]{2,3})([A-Z]{2})$/.exec(importName);
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The English name of a tag ("French (France)"), or the tag itself when the runtime has no name for it. */
export function localeName(tag) {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The table rows, from the exports of the locales entry point and the English default text. */
export function computeLocaleTable(localeExports, defaultText) {
  const keys = Object.keys(defaultText);
  const locales = [];
  for (const [importName, value] of Object.entries(localeExports)) {
    const tag = tagFromImportName(importName);
    const localeText = value?.components?.MuiDataGrid?.defaultProps?.localeText;
    // The entry point also exports a few helpers and raw objects: only localization objects count.
    if (!tag || !localeText || typeof localeText !== 'object') continue;
    const defined = keys.filter((key) => Object.hasOwn(localeText, key) && localeText[key] !== undefined);
    const sameAsEnglish = defined.filter(
      (key) => typeof localeText[key] === 'string' && localeText[key] === defaultText[key],
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
  return { package: PACKAGE, totalKeys: keys.length, locales };
}

export function buildLocaleTable() {
  const { version } = require(`${PACKAGE}/package.json`);
  const { GRID_DEFAULT_LOCALE_TEXT } = require(PACKAGE);
  const localeExports = require(`${PACKAGE}/locales`);
  return { version, ...computeLocaleTable(localeExports, GRID_DEFAULT_LOCALE_TEXT) };
}

export function serialize(table) {
  return `${JSON.stringify(table, null, 2)}\n`;
}

function main() {
  const expected = serialize(buildLocaleTable());
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(TABLE_PATH, 'utf8');
    } catch {
      committed = '';
    }
    if (committed !== expected) {
      console.error(`${TABLE_PATH} does not match the installed ${PACKAGE}: run npm run locales`);
      process.exit(1);
    }
    console.log('The locale table matches the installed package.');
    return;
  }
  writeFileSync(TABLE_PATH, expected);
  console.log(`Wrote ${TABLE_PATH}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main();
}
