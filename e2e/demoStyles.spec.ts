/**
 * Site prose styles stay out of demos (src/plugins/site/isolateDemos.ts):
 * MUI's own `<p>`, `<ul>` and `<li>` inside a demo keep MUI's spacing, so a
 * grid footer's labels sit level with their controls, and a tree's items
 * with each other, in both directions.
 */
import type { Locator } from '@playwright/test';
import { demo, expect, test, visit } from './fixtures';

async function middle(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + box.height / 2;
}

for (const direction of ['ltr', 'rtl'] as const) {
  test.describe(direction, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((rtl) => {
        if (rtl && window.location.pathname.startsWith('/x/'))
          window.localStorage.setItem('mui-direction', 'rtl');
      }, direction === 'rtl');
    });

    test("a grid footer's pagination labels are centred with their controls", async ({ page }) => {
      await visit(page, '/x/react-data-grid/');
      const grid = demo(page, 'InventoryOverview');
      await grid.scrollIntoViewIfNeeded();
      const footer = grid.locator('[data-demo-live] .MuiTablePagination-toolbar');
      await expect(footer).toBeVisible({ timeout: 20_000 });
      const label = footer.locator('p.MuiTablePagination-selectLabel');
      const rows = footer.locator('p.MuiTablePagination-displayedRows');
      await expect(label).toHaveText('Rows per page:');
      await expect(rows).toHaveText(/^\d+–\d+ of \d+$/);
      const select = footer.locator('.MuiTablePagination-input');
      const arrows = footer.locator('.MuiTablePagination-actions');
      expect(Math.abs((await middle(label)) - (await middle(select)))).toBeLessThanOrEqual(2);
      expect(Math.abs((await middle(rows)) - (await middle(arrows)))).toBeLessThanOrEqual(2);
    });

    test("a tree's items keep MUI's spacing: no list margins or indents from the page's prose", async ({
      page,
    }) => {
      await visit(page, '/x/react-tree-view/');
      const items = page.locator('section[data-demo] [data-demo-live] [role="tree"] > li[role="treeitem"]');
      await page.locator('section[data-demo]').first().scrollIntoViewIfNeeded();
      await expect(items.first()).toBeVisible({ timeout: 20_000 });
      const styles = await items.evaluateAll((elements) =>
        elements.slice(0, 6).map((element) => {
          const style = getComputedStyle(element);
          const list = getComputedStyle(element.parentElement as Element);
          return `${style.marginTop} ${list.paddingInlineStart} ${list.marginBottom}`;
        }),
      );
      for (const style of styles) expect(style).toBe('0px 0px 0px');
    });
  });
}
