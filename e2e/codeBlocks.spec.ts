/**
 * Code blocks off screen are not rendered until the reader scrolls near them
 * (content-visibility, src/theme/CodeBlock/Content): meanwhile each keeps the
 * height of its lines, so nothing on the page moves when it renders.
 */
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
