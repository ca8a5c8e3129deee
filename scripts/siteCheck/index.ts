/**
 * `npm run check:site`: the static check of the whole built site — every
 * page of every version and locale, read as HTML (no browser) — against the
 * rules in rules.ts: language, title, description, one h1, heading order,
 * unique ids, alt text, internal links and anchors, canonical and alternate
 * language links, the ad rule, every demo with its server HTML, and the
 * outdated-translation notice where the stamps say so. It takes seconds.
 *
 *   npm run check:site                          the e2e build (build-e2e/)
 *   npm run check:site -- --dir build           another build folder (a full build of every locale)
 *   npm run check:site -- --dir /tmp/b --locales en   a build of some locales only (`--locale en`)
 *   npm run check:site -- --junit <file>        also write a JUnit report (npm test reads it)
 *
 * Each page is one test case in the report; the manifest and the sitemap are
 * two more. Problems print grouped by rule, each naming its page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { E2E_BUILD_DIR } from '../../e2e/profile';
import { checkPage, checkSite, RULES, type Problem } from './rules';
import { LOCALES, readSite } from './site';

interface Case {
  name: string;
  problems: Problem[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char,
  );

function junit(cases: Case[], seconds: number): string {
  const failed = cases.filter((entry) => entry.problems.length > 0).length;
  const body = cases.map(({ name, problems }) => {
    const open = `  <testcase classname="site" name="${escapeXml(name)}"`;
    if (problems.length === 0) return `${open}/>`;
    const text = problems.map((problem) => `${problem.rule}: ${problem.message}`).join('\n');
    return `${open}>\n    <failure message="${problems.length} problems">${escapeXml(text)}</failure>\n  </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="site check" tests="${cases.length}" failures="${failed}" time="${seconds}">`,
    ...body,
    '</testsuite>',
    '',
  ].join('\n');
}

/** At most this many lines per rule on the console (the report has them all). */
const SHOWN_PER_RULE = 25;

function print(cases: Case[]): void {
  const byRule = new Map<string, string[]>();
  for (const { name, problems } of cases) {
    for (const problem of problems) {
      const lines = byRule.get(problem.rule) ?? [];
      lines.push(`${name}: ${problem.message}`);
      byRule.set(problem.rule, lines);
    }
  }
  for (const [rule, lines] of byRule) {
    console.log(`\n✗ ${RULES[rule as keyof typeof RULES]} (${rule}): ${lines.length} problems`);
    for (const line of lines.slice(0, SHOWN_PER_RULE)) console.log(`  ${line}`);
    if (lines.length > SHOWN_PER_RULE) console.log(`  … and ${lines.length - SHOWN_PER_RULE} more`);
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const buildDir = resolve(option('--dir') ?? E2E_BUILD_DIR);
  const only = option('--locales')?.split(',');
  const locales = only ? LOCALES.filter((locale) => only.includes(locale.locale)) : LOCALES;
  const site = await readSite(buildDir, resolve(__dirname, '../..'), locales);
  const pages = [...site.pages.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
  const siteProblems = checkSite(site);
  const cases: Case[] = [
    ...pages.map((page) => ({ name: page.path, problems: checkPage(page, site) })),
    { name: 'every manifest page built', problems: siteProblems.filter((p) => p.rule === 'manifest') },
    { name: 'sitemap', problems: siteProblems.filter((p) => p.rule === 'sitemap') },
  ];
  const seconds = (Date.now() - started) / 1000;
  const report = option('--junit');
  if (report) {
    mkdirSync(dirname(report), { recursive: true });
    writeFileSync(report, junit(cases, seconds));
  }
  print(cases);
  const failed = cases.filter((entry) => entry.problems.length > 0).length;
  const demos = pages.reduce((sum, page) => sum + page.demos.length, 0);
  const links = pages.reduce((sum, page) => sum + page.links.length, 0);
  console.log(
    `\nsite check of ${buildDir}: ${pages.length} pages (${site.manifest.size} in the manifests), ` +
      `${demos} demo sections, ${links} links, ${site.outdated.size} outdated translations, in ${seconds.toFixed(1)} s`,
  );
  console.log(`${cases.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
