/**
 * Chinese search: every page translated into Chinese (a page of the current
 * version whose source is under i18n/zh/…/current/, from the zh build's content
 * manifest) is found from /x/zh/ by a Chinese query of its topic, among the
 * first five results of the search dialog. The query is the Chinese words of
 * the page's own title ("Data Grid - 排序" → "排序"), so a new translation is
 * covered after the next build with no edit here. One page load asks every
 * query in turn, as a reader would (Escape, Ctrl+K, the next query); each
 * page's result is checked on its own, so every miss is listed.
 *
 * Pages are also found by the Chinese names the index gives them
 * (src/search/pageLabels.ts): their title in glossary terms and their Chinese
 * sidebar labels. Four terms of the glossary and the sidebar each find, among
 * the results the dialog shows, a translated page and pages still in English.
 */
import { join } from 'node:path';
import { readManifest } from '../src/content/manifest';
import { expect, test, visit } from './fixtures';
import { E2E_BUILD_DIR } from './profile';
import { searchInDialog } from './searchDialog';

const TRANSLATED_SOURCE = 'i18n/zh/docusaurus-plugin-content-docs/current/';
const TOP = 5;

/** The Chinese runs of a title, as a query: "从 v7 迁移到 v8 - Data Grid" → "从 迁移到". */
function chineseQuery(title: string): string {
  return (title.match(/\p{Script=Han}+/gu) ?? []).join(' ');
}

const translated = readManifest(join(E2E_BUILD_DIR, 'zh')).pages.filter(
  (page) => page.version === 'current' && page.source.startsWith(TRANSLATED_SOURCE),
);

test('every translated page is found by the Chinese words of its title, from /x/zh/', async ({ page }) => {
  expect(translated.length, 'the zh build has translated pages to search for').toBeGreaterThan(0);
  await visit(page, '/x/zh/');
  for (const [index, entry] of translated.entries()) {
    const query = chineseQuery(entry.title);
    expect.soft(query, `the title of ${entry.source} has Chinese words`).toMatch(/\p{Script=Han}/u);
    if (index > 0) await page.keyboard.press('Escape');
    const hrefs = await searchInDialog(page, query);
    const top = hrefs.slice(0, TOP).map((href) => href.split('#')[0]);
    expect
      .soft(top, `${entry.title} (${entry.permalink}): first ${TOP} results for “${query}”`)
      .toContain(entry.permalink);
  }
});

/**
 * A query, and pages it must find in the dialog: a translated page among the first three results, and pages
 * still in English among the results shown.
 */
const NAMED_PAGES: { query: string; translated: string; untranslated: string[] }[] = [
  {
    query: '行分组',
    translated: '/x/zh/react-data-grid/row-grouping/',
    untranslated: ['/x/zh/react-data-grid/server-side-data/row-grouping/'],
  },
  {
    query: '日期范围',
    translated: '/x/zh/react-date-pickers/date-range-picker/',
    untranslated: ['/x/zh/react-date-pickers/date-range-field/'],
  },
  { query: '饼图', translated: '/x/zh/react-charts/pie/', untranslated: ['/x/zh/react-charts/pie-demo/'] },
  {
    query: '树形视图',
    translated: '/x/zh/react-tree-view/',
    untranslated: ['/x/zh/react-tree-view/accessibility/'],
  },
];

const sourceOf = new Map(
  readManifest(join(E2E_BUILD_DIR, 'zh'))
    .pages.filter((page) => page.version === 'current')
    .map((page) => [page.permalink, page.source]),
);

for (const { query, translated: translatedPage, untranslated } of NAMED_PAGES) {
  test(`“${query}” finds the translated page and pages not translated yet`, async ({ page }) => {
    expect(sourceOf.get(translatedPage), `${translatedPage} is translated`).toMatch(
      new RegExp(`^${TRANSLATED_SOURCE}`),
    );
    for (const permalink of untranslated) {
      expect(sourceOf.get(permalink), `${permalink} is still in English`).toMatch(/^docs\//);
    }
    await visit(page, '/x/zh/');
    const hrefs = (await searchInDialog(page, query)).map((href) => href.split('#')[0]);
    expect(hrefs.slice(0, 3), `the first three results for “${query}”`).toContain(translatedPage);
    for (const permalink of untranslated) expect(hrefs, `results for “${query}”`).toContain(permalink);
  });
}
