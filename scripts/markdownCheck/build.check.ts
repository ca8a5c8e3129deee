/**
 * The Markdown and llms.txt files of a built site (src/plugins/markdown), as
 * node:test cases over the build folder (`MARKDOWN_CHECK_DIR`, default
 * `build`; `npm run check:markdown`, after `npm run build`). See checks.ts.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  buildFile,
  expectedLlmsFiles,
  filesUnder,
  linkProblem,
  linksOf,
  localeBuilds,
  markdownFileProblems,
  pageProblems,
  siteOrigin,
  type LocaleBuild,
  type Problem,
} from './checks';
import { LLMS_FILE, LLMS_FULL_FILE } from '../../src/plugins/markdown/names';

const DIR = resolve(process.env.MARKDOWN_CHECK_DIR ?? 'build');
const SHOWN = 20;

function report(problems: readonly (Problem | string)[], what: string): string {
  const lines = problems
    .slice(0, SHOWN)
    .map((problem) => (typeof problem === 'string' ? problem : `${problem.where}: ${problem.problem}`));
  const more = problems.length > SHOWN ? `\n…and ${problems.length - SHOWN} more` : '';
  return `${problems.length} ${what}:\n${lines.join('\n')}${more}`;
}

let builds: LocaleBuild[] = [];
let markdownFiles: string[] = [];
let llmsFiles: string[] = [];

before(() => {
  builds = localeBuilds(DIR);
  markdownFiles = filesUnder(DIR, (name) => name.endsWith('.md'));
  llmsFiles = filesUnder(DIR, (name) => name === LLMS_FILE);
});

test('every page of every version and locale has its Markdown, named by its HTML', () => {
  const { pages, problems } = pageProblems(DIR, builds);
  assert.ok(pages > 0, 'the content manifests list pages');
  assert.deepEqual(problems, [], report(problems, 'pages without their Markdown'));
});

test('every version has llms.txt, and every product with pages in it llms.txt and llms-full.txt', () => {
  const missing = expectedLlmsFiles(builds).filter((path) => !existsSync(buildFile(DIR, path) ?? ''));
  assert.deepEqual(missing, [], report(missing, 'llms files missing'));
});

test('no Markdown file holds MDX: tags, <Demo or import lines outside code', async () => {
  assert.ok(markdownFiles.length > 0, 'the build has Markdown files');
  const problems: Problem[] = [];
  for (const file of markdownFiles) problems.push(...(await markdownFileProblems(DIR, file)));
  assert.deepEqual(problems, [], report(problems, 'MDX leftovers'));
});

test('every link in every llms.txt resolves in the build', () => {
  assert.ok(llmsFiles.length > 0, 'the build has llms.txt files');
  const problems: Problem[] = [];
  let links = 0;
  for (const file of llmsFiles) {
    for (const url of linksOf(readFileSync(join(DIR, file), 'utf8'))) {
      links += 1;
      const problem = linkProblem(DIR, url);
      if (problem) problems.push({ where: file, problem });
    }
  }
  assert.ok(links > 0, 'the llms.txt files link pages');
  assert.deepEqual(problems, [], report(problems, 'broken llms.txt links'));
});

test('every link of a Markdown file or llms-full.txt to a Markdown file of the site resolves in the build', () => {
  // The writer's links go to Markdown; links to HTML pages are the pages' own (some come from the packages' JSDoc).
  const origin = siteOrigin(DIR);
  const problems: Problem[] = [];
  const texts = [...markdownFiles, ...filesUnder(DIR, (name) => name === LLMS_FULL_FILE)];
  let links = 0;
  for (const file of texts) {
    for (const url of linksOf(readFileSync(join(DIR, file), 'utf8'))) {
      const target = url.replace(/#.*$/, '');
      if (!target.startsWith(`${origin}/`) || !/\.(md|txt)$/.test(target)) continue;
      links += 1;
      const problem = linkProblem(DIR, target);
      if (problem) problems.push({ where: file, problem });
    }
  }
  assert.ok(links > 0, 'the Markdown files link each other');
  assert.deepEqual(problems, [], report(problems, 'broken links to Markdown files'));
});

test('the sitemap lists pages, not Markdown or text files', () => {
  const sitemaps = filesUnder(DIR, (name) => name === 'sitemap.xml');
  assert.ok(sitemaps.length > 0, 'the build has a sitemap');
  for (const sitemap of sitemaps) {
    const locations = [...readFileSync(join(DIR, sitemap), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => match[1] as string,
    );
    const files = locations.filter((location) => /\.(md|txt)$/.test(location));
    assert.deepEqual(files, [], `${sitemap} lists files`);
  }
});
