/**
 * The Tree View guide's keyboard demo (docs/react-tree-view/accessibility.mdx,
 * "Keyboard interaction"): the site embeds a working @mui/x-tree-view, and
 * the keys do what the guide's table says. The demo is a RichTreeView with
 * `multiSelect`; selection shows as `aria-checked` on each treeitem, the
 * attribute the package renders. Type-ahead's 500 ms window runs on a paused
 * clock, never on real time.
 */
import type { Locator, Page } from '@playwright/test';
import { demo, expect, pauseClock, test, visit } from './fixtures';

/** The treeitem whose own label reads `label` (not a descendant's). */
function item(tree: Locator, label: string): Locator {
  return tree.getByText(label, { exact: true }).locator('xpath=ancestor::li[@role="treeitem"][1]');
}

async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

test('arrows, Home/End, Enter, Space, * and type-ahead work as the accessibility page describes', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, 'react-tree-view/accessibility/');
  const section = demo(page, 'TreeKeyboardNavigation');
  // Demos render when they come near the viewport.
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-demo-state="live"]')).toHaveCount(1);
  const tree = section.getByRole('tree');
  const src = item(tree, 'src');
  const docs = item(tree, 'docs');

  // One tab stop: the first item, since nothing is selected.
  await expect(tree).toHaveAttribute('aria-multiselectable', 'true');
  await expect(src).toHaveAttribute('tabindex', '0');
  await expect(docs).toHaveAttribute('tabindex', '-1');
  await src.focus();
  await expect(src).toBeFocused();

  // ↓ / ↑ move focus between visible items and change nothing else.
  await press(page, 'ArrowDown');
  await expect(docs).toBeFocused();
  await press(page, 'ArrowUp');
  await expect(src).toBeFocused();
  await expect(src).toHaveAttribute('aria-checked', 'false');

  // → expands a collapsed parent, then enters it; ← goes back to the parent, then collapses it.
  await press(page, 'ArrowRight');
  await expect(src).toHaveAttribute('aria-expanded', 'true');
  await expect(src).toBeFocused();
  await press(page, 'ArrowRight');
  await expect(item(tree, 'components')).toBeFocused();
  await press(page, 'ArrowLeft');
  await expect(src).toBeFocused();
  await expect(src).toHaveAttribute('aria-expanded', 'true');
  await press(page, 'ArrowLeft');
  await expect(src).toHaveAttribute('aria-expanded', 'false');
  await expect(src).toBeFocused();

  // End / Home: last and first visible items.
  await press(page, 'End');
  await expect(item(tree, 'tsconfig.json')).toBeFocused();
  await press(page, 'Home');
  await expect(src).toBeFocused();

  // * expands the focused item and its siblings, not deeper levels.
  await press(page, '*');
  await expect(src).toHaveAttribute('aria-expanded', 'true');
  await expect(docs).toHaveAttribute('aria-expanded', 'true');
  await expect(item(tree, 'components')).toHaveAttribute('aria-expanded', 'false');
  await expect(item(tree, 'package.json')).not.toHaveAttribute('aria-expanded');
  await expect(src).toBeFocused();

  // Enter on a parent toggles its expansion and does not select it.
  await press(page, 'Enter');
  await expect(src).toHaveAttribute('aria-expanded', 'false');
  await expect(src).toHaveAttribute('aria-checked', 'false');

  // Space selects the focused item, parent or not; Enter on a leaf selects it, and with
  // multiSelect the earlier selection stays. Space again deselects.
  await press(page, 'Space');
  await expect(src).toHaveAttribute('aria-checked', 'true');
  await expect(src).toHaveAttribute('aria-expanded', 'false');
  const architecture = item(tree, 'architecture.md');
  await press(page, 'ArrowDown', 'ArrowDown');
  await expect(architecture).toBeFocused();
  await press(page, 'Enter');
  await expect(architecture).toHaveAttribute('aria-checked', 'true');
  await expect(src).toHaveAttribute('aria-checked', 'true');
  await press(page, 'Space');
  await expect(architecture).toHaveAttribute('aria-checked', 'false');
  await expect(src).toHaveAttribute('aria-checked', 'true');

  // Type-ahead: keys build a prefix ("de") until 500 ms pass without a key; then a new search
  // starts, and "e" alone matches no label, so focus stays.
  await press(page, 'Home');
  await pauseClock(page);
  await press(page, 'd');
  await expect(docs).toBeFocused();
  await press(page, 'e');
  await expect(item(tree, 'deployment.md')).toBeFocused();
  await press(page, 'Home', 'd');
  await expect(docs).toBeFocused();
  await page.clock.runFor(500);
  await press(page, 'e');
  await expect(docs).toBeFocused();
});
