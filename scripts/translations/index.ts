/**
 * `npm run translations`: what each locale has translated (coverage.ts) and
 * the stamps that tell a translated page from an outdated one
 * (src/content/translation.ts).
 *
 *   npm run translations                          coverage of every locale, with the missing pages
 *   npm run translations -- --check               the same without the missing pages; exit 1 when a UI
 *                                                 string or a label (sidebar, navbar, footer) is untranslated,
 *                                                 or a translation uses a variant its locale's GLOSSARY.md
 *                                                 says to avoid (glossary.ts)
 *   npm run translations -- --stamp <file…>       record in each translated page the English source it
 *                                                 translates now (after updating the translation)
 *   npm run translations -- --stamp-all           the same for every translated page of every locale
 *   … --stamp-all --english-at <git revision>     hash each English source as of that revision (a file
 *                                                 missing there is hashed as it is in the work tree)
 *
 * The report reads the site the way `docusaurus write-translations` does
 * (site.ts) and writes nothing; stamping writes only the `translated_from`
 * line of the files it stamps.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { productOf } from '../../src/content/page';
import { readFrontMatter } from '../../src/content/frontMatter';
import {
  docTranslations,
  sourceHash,
  stampFrontMatter,
  StampError,
  translatedFile,
  TRANSLATED_FROM,
} from '../../src/content/translation';
import { checkFailures, pageCoverage, stringCoverage, type LocaleCoverage, type PageInput } from './coverage';
import { checkLocaleGlossary, formatGlossaryFindings } from './glossary';
import { formatCoverage } from './report';
import { readSiteTranslations, siteLocales, type SiteTranslations } from './site';

const siteDir = resolve(__dirname, '..', '..');

const siteRelative = (path: string) => relative(siteDir, path).split(sep).join('/');

function readEnglish(englishSource: string): string | null {
  const path = join(siteDir, englishSource);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

function pageInputs(site: SiteTranslations): PageInput[] {
  return (site.docs?.loadedVersions ?? []).flatMap((version) => {
    const loaded = version.docs.map((doc) => ({
      source: doc.source.replace(/^@site\//, ''),
      frontMatter: doc.frontMatter,
      permalink: doc.permalink,
    }));
    const translations = new Map(docTranslations(loaded, readEnglish).map((entry) => [entry.source, entry]));
    return loaded.map((doc) => {
      const translation = translations.get(doc.source);
      return {
        version: version.versionName,
        versionLabel: version.label,
        product: productOf(doc.frontMatter, doc.permalink, doc.source),
        api: doc.frontMatter.api === true,
        englishSource: translation?.englishSource ?? doc.source,
        translation: translation ? { source: doc.source, state: translation.state } : null,
      };
    });
  });
}

async function coverage(locale: string): Promise<LocaleCoverage> {
  const site = await readSiteTranslations(siteDir, locale);
  return {
    locale,
    localeLabel: site.localeLabel,
    localizationDir: site.localizationDir,
    strings: site.strings.map(stringCoverage),
    pages: pageCoverage(pageInputs(site)),
  };
}

async function report(check: boolean): Promise<number> {
  // The report covers every version, whatever the shell's preview settings.
  delete process.env.DOCS_PART;
  const { defaultLocale, locales } = await siteLocales(siteDir);
  let failures = 0;
  let glossaryFindings = 0;
  for (const locale of locales.filter((candidate) => candidate !== defaultLocale)) {
    const result = await coverage(locale);
    console.log(`\n${formatCoverage(result, { listMissing: !check })}`);
    failures += checkFailures(result).length;
    const glossary = checkLocaleGlossary(siteDir, result.localizationDir);
    if (glossary) {
      console.log(`\n${formatGlossaryFindings(glossary.glossaryPath, glossary.findings)}`);
      glossaryFindings += glossary.findings.length;
    }
  }
  if (!check) return 0;
  if (failures > 0) {
    console.log(
      `\ncheck: ${failures} UI strings or labels are untranslated. Translate them in the locale's code.json, ` +
        'docusaurus-theme-classic/*.json or docusaurus-plugin-content-docs/*.json (README, "Translating").',
    );
  }
  if (glossaryFindings > 0) {
    console.log(
      `\ncheck: ${glossaryFindings} avoided variants of glossary terms (listed above); use the term of the ` +
        "locale's GLOSSARY.md.",
    );
  }
  if (failures > 0 || glossaryFindings > 0) return 1;
  console.log(
    '\ncheck: every UI string and label is translated, and the translations use the glossary terms.',
  );
  return 0;
}

/** The text of an English source as of a git revision, or null when it is not there. */
function englishAtRevision(revision: string, englishSource: string): string | null {
  const result = spawnSync('git', ['show', `${revision}:./${englishSource}`], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return result.status === 0 ? result.stdout : null;
}

function allTranslatedFiles(): string[] {
  const i18n = join(siteDir, 'i18n');
  if (!existsSync(i18n)) return [];
  return readdirSync(i18n, { recursive: true, encoding: 'utf8' })
    .map((path) => `i18n/${path.split(sep).join('/')}`)
    .filter((path) => translatedFile(path) !== null)
    .sort();
}

async function stampOne(file: string, revision: string | null): Promise<string> {
  const path = siteRelative(resolve(file));
  const target = translatedFile(path);
  if (!target) {
    throw new StampError(
      `${file} is not a translated page (i18n/<locale>/docusaurus-plugin-content-docs/<version>/<path>.md or .mdx).`,
    );
  }
  let english = revision ? englishAtRevision(revision, target.englishSource) : null;
  const note = revision && english === null ? ` (not in ${revision}: the work tree's file)` : '';
  english ??= readEnglish(target.englishSource);
  if (english === null)
    throw new StampError(`${path}: its English source ${target.englishSource} does not exist.`);
  const hash = sourceHash(english);
  const text = readFileSync(join(siteDir, path), 'utf8');
  const stamped = stampFrontMatter(text, hash);
  const { frontMatter } = await readFrontMatter(stamped, path);
  if (frontMatter[TRANSLATED_FROM] !== hash) {
    throw new StampError(
      `${path}: the stamp did not read back from the front matter; the file is left as it was.`,
    );
  }
  if (stamped === text) return `${path}: already stamped ${hash}`;
  writeFileSync(join(siteDir, path), stamped);
  return `${path}: stamped ${hash} (${target.englishSource}${note})`;
}

async function stamp(files: string[], revision: string | null): Promise<number> {
  if (files.length === 0) {
    console.error('translations: --stamp needs the translated files to stamp (or use --stamp-all).');
    return 1;
  }
  let failed = 0;
  for (const file of files) {
    try {
      console.log(await stampOne(file, revision));
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      console.error(`${error.message}`);
      failed += 1;
    }
  }
  return failed === 0 ? 0 : 1;
}

function optionValue(args: string[], name: string): string | null {
  const index = args.indexOf(name);
  if (index < 0) return null;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value.`);
  return value;
}

async function main(args: string[]): Promise<number> {
  const revision = optionValue(args, '--english-at');
  const operands = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--english-at');
  if (args.includes('--stamp-all')) return stamp(allTranslatedFiles(), revision);
  if (args.includes('--stamp')) return stamp(operands, revision);
  return report(args.includes('--check'));
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
