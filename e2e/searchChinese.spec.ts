/**
 * Chinese search: every page translated into Chinese (a page of the current
 * version whose source is under i18n/zh/…/current/, from the zh build's content
 * manifest) is found from /x/zh/ by a Chinese query of its topic, among the
 * first five results of the search dialog. The query is the Chinese words of
 * the page's own title ("Data Grid - 排序" → "排序"), so a new translation is
 * covered after the next build with no edit here. One page load asks every
 * query in turn, as a reader would (Escape, Ctrl+K, the next query); each
 * page's result is checked on its own, so every miss is listed.
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
