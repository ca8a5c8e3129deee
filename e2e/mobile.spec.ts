/** On a phone the menu opens full height, opaque, and holds the navbar's controls. */
import { expect, test, visit } from './fixtures';

test.use({ viewport: { width: 390, height: 760 } });

test('the mobile menu covers the screen and offers settings, direction and versions', async ({ page }) => {
  await visit(page, '/x/react-charts/bars/');
  // Desktop-only icon buttons are not in the top bar on a phone.
  await expect(page.locator('.navbar__inner button[aria-label="Display settings"]:visible')).toHaveCount(0);
  await page.click('button[aria-label="Toggle navigation bar"]');
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await page.waitForFunction(
    () => (document.querySelector('.navbar-sidebar')?.getBoundingClientRect().height ?? 0) > 700,
  );
  const background = await sidebar.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background, 'the menu is opaque').not.toMatch(/rgba\(.*, 0\.\d+\)/);
  await page.getByRole('button', { name: /Back to main menu/ }).click();
  await expect(sidebar.getByRole('button', { name: 'Display settings' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Switch to right-to-left' })).toBeVisible();
  await expect(sidebar.getByText('Versions')).toBeVisible();
});

test('the direction, settings and GitHub items of the menu are drawn like its other items', async ({
  page,
}) => {
  await visit(page, '/x/react-charts/bars/');
  await page.click('button[aria-label="Toggle navigation bar"]');
  await page.getByRole('button', { name: /Back to main menu/ }).click();
  const menu = page.locator('.navbar-sidebar__item.menu').first();
  // The language menu: an item of the theme's own, with an icon and a label, not the current page. Its
  // link shares its row with the button that expands it, so widths are not compared.
  const languages = menu.locator('.menu__list > li .menu__link').filter({ hasText: 'Languages' });
  await expect(languages).toBeVisible();
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      item: element.closest('.menu__list > li.menu__list-item') !== null,
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle}`,
      color: style.color,
      font: `${style.fontSize} ${style.fontWeight} ${style.lineHeight} ${style.fontFamily}`,
      padding: style.padding,
      // From the menu's edge: the menu may still be sliding in.
      left: Math.round(box.left - (element.closest('.menu')?.getBoundingClientRect().left ?? 0)),
      height: Math.round(box.height),
    };
  };
  const expected = await languages.evaluate(look);
  expect(expected.item).toBe(true);
  for (const item of [
    menu.getByRole('button', { name: 'Switch to right-to-left' }),
    menu.getByRole('button', { name: 'Display settings' }),
    menu.getByRole('link', { name: 'Source code on GitHub' }),
  ]) {
    await expect(item).toBeVisible();
    expect(await item.evaluate(look)).toEqual(expected);
  }
});
