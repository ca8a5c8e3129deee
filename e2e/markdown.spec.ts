/**
 * Every page as Markdown (src/plugins/markdown) as a reader and a tool meet
 * it: "Copy page" puts the same text on the clipboard as the server answers
 * for the page's `.md` (confirmed for 2 s, with a paused clock), "View as
 * Markdown" opens it, both by keyboard; the page's head names the file; the
 * server answers `.md` and `.txt` as Markdown and plain text, gzip-compressed;
 * Chinese pages point to their own Markdown when translated, to the English
 * one otherwise.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, pauseClock, siteUrl, test, visit } from './fixtures';

const SORTING = '/x/react-data-grid/sorting/';
const SORTING_MARKDOWN = '/x/react-data-grid/sorting.md';

const actions = (page: Page) => page.getByRole('group', { name: 'This page as Markdown' });

/** Presses Tab until `target` has the focus (at most 10 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('not reached with Tab in 10 presses');
}

test.describe('Copy page', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test("puts the page's Markdown on the clipboard, as the server answers it, and says Copied for 2 s", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await visit(page, SORTING);
    await pauseClock(page);
    const served = await (await request.get(siteUrl(SORTING_MARKDOWN))).text();
    const title = await page.locator('.theme-doc-markdown h1').innerText();
    expect(served.startsWith(`# ${title}\n`), `the Markdown starts with the page title "${title}"`).toBe(
      true,
    );
    expect(served).toContain('**Demo: SortingInitial**\n\n```tsx title="SortingInitial.tsx"\n');

    const copy = actions(page).getByRole('button', { name: /^(Copy page|Copied)$/ });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
    await page.clock.runFor(1999);
    await expect(copy).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(copy).toHaveText('Copy page');
  });

  test('works from the keyboard, announces the result, and View as Markdown opens the file', async ({
    page,
    request,
  }) => {
    await visit(page, '/x/api/data-grid/data-grid/');
    const copy = actions(page).getByRole('button', { name: /^(Copy page|Copied)$/ });
    await page.locator('.theme-doc-markdown h1').click({ position: { x: 2, y: 2 } });
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    await expect(copy.locator('[aria-live="polite"]')).toHaveText('Copied');
    const served = await (await request.get(siteUrl('/x/api/data-grid/data-grid.md'))).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
    expect(served).toContain('| `rows` | `GridRowsProp<R>` |');

    const view = actions(page).getByRole('link', { name: 'View as Markdown' });
    await tabTo(page, view);
    const [response] = await Promise.all([
      page.waitForResponse(/data-grid\.md$/),
      page.keyboard.press('Enter'),
    ]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await page.waitForURL((url) => url.pathname === '/x/api/data-grid/data-grid.md');
  });
});

test("the page's head names its Markdown; a Chinese page names its own when translated, the English one otherwise", async ({
  page,
}) => {
  const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await visit(page, SORTING);
  await expect(alternate).toHaveAttribute('href', SORTING_MARKDOWN);
  await visit(page, '/x/zh/react-data-grid/sorting/');
  await expect(alternate).toHaveAttribute('href', '/x/zh/react-data-grid/sorting.md');
  await expect(actions(page)).toHaveCount(0);
  const chinese = page.getByRole('group', { name: '以 Markdown 格式获取本页' });
  await expect(chinese.getByRole('button', { name: '复制页面' })).toBeVisible();
  // A page still in English (the site check fails if it gets a translation: its untranslated notice goes).
  await visit(page, '/x/zh/react-charts/pie-demo/');
  await expect(page.locator('[data-untranslated-notice]')).toHaveCount(1);
  await expect(alternate).toHaveAttribute('href', '/x/react-charts/pie-demo.md');
  await expect(chinese.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute(
    'href',
    '/x/react-charts/pie-demo.md',
  );
});

test('the server answers Markdown and llms.txt files with their types, gzip-compressed', async ({
  request,
}) => {
  for (const [path, type] of [
    [SORTING_MARKDOWN, 'text/markdown; charset=utf-8'],
    ['/x/zh/react-data-grid/sorting.md', 'text/markdown; charset=utf-8'],
    ['/x/llms.txt', 'text/plain; charset=utf-8'],
    ['/x/react-data-grid/llms.txt', 'text/plain; charset=utf-8'],
    ['/x/v7/llms.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    const response = await request.get(siteUrl(path), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
  const llms = await (await request.get(siteUrl('/x/react-data-grid/llms.txt'))).text();
  expect(llms).toMatch(/^# MUI X Data Grid\n\n> /);
  expect(llms).toContain('/x/react-data-grid/sorting.md): ');
});
