/**
 * Code blocks off screen are not rendered until the reader scrolls near them
 * (content-visibility, src/theme/CodeBlock/Content): meanwhile each keeps the
 * height of its lines, so nothing on the page moves when it renders.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

const PAGE = '/x/introduction/installation/';

test('a code block has the same height before and after it renders on screen', async ({ page }) => {
  await visit(page, PAGE);
  const blocks = page.locator('pre.prism-code');
  expect(await blocks.count(), 'the page has code blocks below the fold').toBeGreaterThan(3);
  // Heights as laid out at load, most blocks far below the fold and not rendered yet.
  const heights = async () =>
    blocks.evaluateAll((all) => all.map((element) => element.getBoundingClientRect().height));
  const atLoad = await heights();
  for (const block of await blocks.all()) {
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('.token').first()).toBeVisible();
  }
  const rendered = await heights();
  rendered.forEach((height, index) => {
    expect(
      Math.abs(height - (atLoad[index] ?? 0)),
      `block ${index + 1}: ${atLoad[index]}px at load, ${height}px on screen`,
    ).toBeLessThan(1);
  });
});

/** Colour of the first token of `kind` in the page's first block of `language`. */
const tokenColor = (page: Page, language: string, kind: string) =>
  page
    .locator(`pre.language-${language} .token.${kind}`)
    .first()
    .evaluate((element) => getComputedStyle(element).color);

test('a page reached by a link in the site highlights its code (Prism loads on demand)', async ({ page }) => {
  await visit(page, '/x/introduction/installation/');
  const serverColor = await tokenColor(page, 'bash', 'function');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Licensing' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  await sidebar.getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
  await expect(page.locator('pre.language-bash .token.function').first()).toBeVisible();
  expect(await tokenColor(page, 'bash', 'function')).toBe(serverColor);
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('code is highlighted in the dark theme after hydration', async ({ page }) => {
    await visit(page, '/x/introduction/installation/');
    const keyword = page.locator('pre.language-tsx .token.keyword').first();
    await expect(keyword).toBeVisible();
    const [r = 0, g = 0, b = 0] = ((await tokenColor(page, 'tsx', 'keyword')).match(/\d+/g) ?? []).map(
      Number,
    );
    expect(r + g + b, 'a light colour on the dark background').toBeGreaterThan(300);
  });
});

test.describe('word wrap on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The block of the page's first install command, wider than a phone. */
  const installBlock = (page: Page) =>
    page
      .locator('.theme-code-block')
      .filter({
        has: page.locator('pre', { hasText: /npm install @mui\/material @emotion\/react @emotion\/styled/ }),
      })
      .first();

  test('a block wider than the screen offers the toggle once it is near, and the toggle wraps it', async ({
    page,
  }) => {
    await visit(page, PAGE);
    const pre = installBlock(page).locator('pre');
    const toggle = installBlock(page).getByRole('button', { name: 'Toggle word wrap' });
    await pre.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveCount(1);
    const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await overflows()).toBe(true);
    await toggle.click();
    await expect.poll(overflows).toBe(false);
    await toggle.click();
    await expect.poll(overflows).toBe(true);
  });

  test('a wide block already on screen when the page opens offers the toggle without a scroll', async ({
    page,
  }) => {
    await visit(page, `${PAGE}#peer-dependencies`);
    await expect(installBlock(page).getByRole('button', { name: 'Toggle word wrap' })).toHaveCount(1);
  });
});
