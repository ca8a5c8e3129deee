/**
 * Keyboard: every control of the site's own is reached with Tab (never by
 * clicking or focusing it from the test), shows a visible focus ring (an
 * outline at least 2 px wide) and works with Enter, Space, arrows or Escape —
 * version switcher, navbar buttons, settings drawer, search dialog, demo
 * toolbar and live editor, page feedback, the ad link, the API filter, layout
 * switch and scrollable tables.
 */
import type { Locator, Page } from '@playwright/test';
import { demo, expect, test, visit } from './fixtures';
import { E2E_FEEDBACK_ENDPOINT } from './profile';

const MAX_TABS = 60;

async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after MAX_TABS presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target, 'the control is on the page').toHaveCount(1);
  for (let press = 0; press < MAX_TABS; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(
    `not reached with ${key} in ${MAX_TABS} presses; the focus is on ${await describeFocus(page)}`,
  );
}

/**
 * The focused control draws a focus ring: an outline at least 2 px wide, on
 * the control or on the box that draws it (an MUI switch's hidden input is
 * ringed by its button base, two levels up).
 */
async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const rings: string[] = [];
    for (
      let box: Element | null = element, level = 0;
      box && level < 3;
      box = box.parentElement, level += 1
    ) {
      const style = getComputedStyle(box);
      rings.push(`${style.outlineStyle} ${style.outlineWidth}`);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) return null;
    }
    return rings.join(' / ');
  });
  expect(ring, 'a focus ring of at least 2 px (outline of the control, parent, grandparent)').toBeNull();
}

/**
 * Moves the keyboard's starting point to `element` without focusing anything
 * (a click on plain text, as a reader would), so the next Tab goes to the
 * first control after it.
 */
async function startAt(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await element.click({ position: { x: 2, y: 2 } });
}

test('navbar: version switcher, direction toggle, settings and search buttons', async ({ page }) => {
  await visit(page, '/x/introduction/installation/');
  const switcher = page.locator('.navbar__inner a.version-switcher');
  await tabTo(page, switcher);
  await expectFocusRing(switcher);
  await page.keyboard.press('Enter');
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  const v7 = page.locator('.navbar__inner .dropdown__link', { hasText: 'v7' });
  // The menu fades in: its entries take the focus once visible.
  await expect(v7).toBeVisible();
  await tabTo(page, v7);
  await expectFocusRing(v7);

  const navbar = page.locator('.navbar__inner');
  const direction = navbar.getByRole('button', { name: 'Switch to right-to-left' });
  await tabTo(page, direction);
  await expectFocusRing(direction);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const github = navbar.getByRole('link', { name: 'Source code on GitHub' });
  await tabTo(page, github);
  await expectFocusRing(github);

  // Back to the version switcher: Enter on an entry opens that version.
  await tabTo(page, switcher, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  await expect(v7).toBeVisible();
  await tabTo(page, v7);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/x\/v7\//);
});

test('settings drawer: opened, used and closed with the keyboard; the focus comes back', async ({ page }) => {
  await visit(page, '/x/introduction/installation/');
  const button = page.locator('.navbar__inner').getByRole('button', { name: 'Display settings' });
  await tabTo(page, button);
  await expectFocusRing(button);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();

  const dark = drawer.getByRole('button', { name: 'Dark', exact: true });
  await tabTo(page, dark);
  await expectFocusRing(dark);
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dense = drawer.getByRole('switch', { name: 'Dense' });
  await tabTo(page, dense);
  await expectFocusRing(dense);
  await page.keyboard.press('Space');
  await expect(dense).toBeChecked();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('search dialog: opened from its button, results chosen with arrows, Escape gives the focus back', async ({
  page,
}) => {
  await visit(page, '/x/introduction/installation/');
  const button = page.locator('.navbar button[data-search-button]');
  await tabTo(page, button);
  await expectFocusRing(button);
  await page.keyboard.press('Enter');
  const input = page.getByRole('dialog').getByRole('combobox');
  await expect(input).toBeFocused();
  await expectFocusRing(input);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  await page.keyboard.type('cell editing');
  await expect(page.locator('[data-query="cell editing"][data-status="ready"]')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  const chosen = page.locator('a[role="option"][aria-selected="true"]');
  const href = await chosen.getAttribute('href');
  await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
  // Tab stays inside the dialog: the close button, the "all results" link, then back to the box.
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  await tabTo(page, close);
  await expectFocusRing(close);
  await tabTo(page, input);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => href !== null && url.pathname === href.split('#')[0]);
});

test('demo toolbar and live editor: every button by keyboard, and Escape leaves the editor', async ({
  page,
}) => {
  await visit(page, '/x/react-data-grid/');
  const section = demo(page, 'StockLevelGrid');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-flavour][data-demo-state="live"]')).toHaveCount(1);
  await startAt(section.locator('[data-flavour]'));
  const toolbar = section.getByRole('toolbar');
  const ts = toolbar.getByRole('button', { name: 'TS', exact: true });
  await tabTo(page, ts);
  await expectFocusRing(ts);
  await page.keyboard.press('Space');
  await expect(ts).toHaveAttribute('aria-pressed', 'true');

  const showCode = toolbar.getByRole('button', { name: 'Show code' });
  await tabTo(page, showCode);
  await expectFocusRing(showCode);
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
  await expect(section.locator('pre code')).toContainText('StockLevelGrid');

  for (const name of ['Copy the source', 'Reset', 'StackBlitz', 'CodeSandbox']) {
    const button = toolbar.getByRole('button', { name, exact: true });
    await tabTo(page, button);
    await expectFocusRing(button);
  }

  const edit = toolbar.getByRole('button', { name: 'Edit', exact: true });
  await tabTo(page, edit, 'Shift+Tab');
  await expectFocusRing(edit);
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Stop editing' })).toHaveAttribute('aria-pressed', 'true');
  const editor = section.getByRole('textbox', { name: 'Demo source, editable' });
  await tabTo(page, editor);
  await expect(section.locator('[data-demo-editor]')).toHaveCSS('outline-style', 'solid');
  // Tab indents inside the editor; Escape, then Tab, moves on to what follows.
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  await expect(page.locator(':focus')).toHaveCount(1);
});

test('page feedback: rated, commented and sent with the keyboard', async ({ page }) => {
  await page.route(E2E_FEEDBACK_ENDPOINT, (route) =>
    route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } }),
  );
  await visit(page, '/x/introduction/installation/');
  await startAt(page.locator('.theme-doc-markdown > p').last());
  const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
  const no = feedback.getByRole('button', { name: 'No', exact: true });
  await tabTo(page, no);
  await expectFocusRing(no);
  await page.keyboard.press('Enter');
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  const comment = feedback.getByRole('textbox');
  await tabTo(page, comment);
  await expectFocusRing(comment);
  await page.keyboard.type('The peer dependency table could name the minimum React version.');
  const submit = feedback.getByRole('button', { name: 'Submit' });
  await tabTo(page, submit);
  await expectFocusRing(submit);
  await page.keyboard.press('Enter');
  await expect(feedback.getByRole('status')).toHaveText('Thank you! Your feedback was submitted.');
});

test('the in-house ad is a link reached and followed with the keyboard', async ({ page, context }) => {
  // No ad from the list or the script: after 7 checks (3 s) an in-house ad fills the slot.
  await context.addInitScript(() => {
    if (!window.location.pathname.startsWith('/x/')) return;
    window.sessionStorage.setItem('x-docs-ad-shape', 'image');
    Math.random = () => 0.5;
  });
  await visit(page, '/x/introduction/installation/');
  const card = page.locator('[data-ad-slot] a[data-ad-card]');
  await expect(card).toBeVisible({ timeout: 10_000 });
  const href = await card.getAttribute('href');
  await startAt(page.locator('.theme-doc-markdown h1'));
  await tabTo(page, card);
  await expectFocusRing(card);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => href !== null && url.pathname === href);
});

test.describe('API page', () => {
  // Narrow enough that the props table scrolls sideways.
  test.use({ viewport: { width: 700, height: 900 } });

  test('filter, layout switch and the scrollable table, all by keyboard', async ({ page }) => {
    await visit(page, '/x/api/data-grid/data-grid/');
    const props = page.locator('section[data-section="props"]');
    await startAt(props.getByRole('heading', { level: 2 }));
    const filter = props.getByRole('searchbox', { name: 'Filter by name, type or description' });
    await tabTo(page, filter);
    await expectFocusRing(filter);
    const count = props.getByRole('status');
    const everything = await count.innerText();
    await page.keyboard.type('density');
    await expect(count).not.toHaveText(everything);
    await expect(count).toHaveText(/^\d+ of \d+$/);

    const list = props.getByRole('button', { name: 'List', exact: true });
    await tabTo(page, list);
    await expectFocusRing(list);
    await page.keyboard.press('Enter');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(props.locator('[data-layout="list"]')).toHaveCount(1);
    const table = props.getByRole('button', { name: 'Table', exact: true });
    await tabTo(page, table, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(table).toHaveAttribute('aria-pressed', 'true');

    await filter.fill('');
    const region = props.getByRole('region', { name: 'Props', exact: true });
    await tabTo(page, region);
    await expectFocusRing(region);
    const before = await region.evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      left: Math.abs(element.scrollLeft),
    }));
    expect(before.overflow, 'the table is wider than its box').toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => region.evaluate((element) => Math.abs(element.scrollLeft)), 'arrow keys scroll the table')
      .toBeGreaterThan(before.left);
  });
});
