/**
 * The glossary check of `npm run translations`: a locale with a glossary
 * (`i18n/<locale>/GLOSSARY.md`, read by src/content/glossary.ts) has its
 * translated pages and the messages of its JSON files searched for the
 * variants the glossary says to avoid. Reading files is here; the rules are
 * pure (src/content/glossary.ts) and `checkGlossary` takes the files as text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import {
  findAvoidedTerms,
  parseGlossary,
  proseOfMarkdown,
  proseOfMessages,
  type GlossaryEntry,
} from '../../src/content/glossary';

export const GLOSSARY_FILE = 'GLOSSARY.md';

/** A file of the locale folder: its path from the site root and its text. */
export interface LocaleFile {
  path: string;
  text: string;
}

export interface GlossaryFinding {
  /** `path:line:column`, as editors and terminals link it. */
  location: string;
  found: string;
  concept: string;
  term: string;
}

const PAGE = /\.mdx?$/;

/** Whether the check reads a file of the locale folder (`docusaurus-plugin-content-docs/current/intro.md`). */
export function isCheckedFile(pathInLocale: string): boolean {
  if (pathInLocale.startsWith('docusaurus-plugin-content-docs/') && PAGE.test(pathInLocale)) return true;
  return pathInLocale.endsWith('.json');
}

/** Every avoided variant in the files, in file order. */
export function checkGlossary(
  glossary: readonly GlossaryEntry[],
  files: readonly LocaleFile[],
): GlossaryFinding[] {
  return files.flatMap((file) => {
    const prose = PAGE.test(file.path) ? proseOfMarkdown(file.text) : proseOfMessages(file.text);
    return findAvoidedTerms(prose, glossary).map((hit) => ({
      location: `${file.path}:${hit.line}:${hit.column}`,
      found: hit.found,
      concept: hit.entry.concept,
      term: hit.entry.term,
    }));
  });
}

export function formatGlossaryFindings(glossaryPath: string, findings: readonly GlossaryFinding[]): string {
  if (findings.length === 0) return `  Glossary (${glossaryPath}): every translated page uses its terms.`;
  return [
    `  Glossary (${glossaryPath}): ${findings.length} avoided variants:`,
    ...findings.map(
      (finding) => `    ${finding.location}  “${finding.found}”: use ${finding.term} (${finding.concept})`,
    ),
  ].join('\n');
}

export interface LocaleGlossaryCheck {
  glossaryPath: string;
  findings: GlossaryFinding[];
}

/** The check of one locale folder (`i18n/zh`, from the site root); null when it has no glossary. */
export function checkLocaleGlossary(siteDir: string, localizationDir: string): LocaleGlossaryCheck | null {
  const glossaryPath = `${localizationDir}/${GLOSSARY_FILE}`;
  const absolute = join(siteDir, glossaryPath);
  if (!existsSync(absolute)) return null;
  const glossary = parseGlossary(readFileSync(absolute, 'utf8'));
  const files = readdirSync(join(siteDir, localizationDir), { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter(isCheckedFile)
    .sort()
    .map((path) => {
      const fromSite = `${localizationDir}/${path}`;
      return { path: fromSite, text: readFileSync(join(siteDir, fromSite), 'utf8') };
    });
  return { glossaryPath, findings: checkGlossary(glossary, files) };
}
