/** Display settings: every control applies at once, survives a reload, and bad stored values are harmless. */
import type { Page } from '@playwright/test';
import { expect, siteUrl, test, visit } from './fixtures';

const cssVar = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

async function openSettings(page: Page) {
  await page.click('button[aria-label="Display settings"]');
  await expect(page.locator('[role="dialog"][aria-labelledby="settings-title"]')).toBeVisible();
}

const option = (page: Page, groupLabel: string, optionLabel: string) =>
  page.getByRole('group', { name: groupLabel }).getByRole('button', { name: optionLabel, exact: true });

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('each setting applies at once and is still applied after a reload', async ({ page, context }) => {
    await visit(page, '/x/react-data-grid/');
    const defaultPrimary = await cssVar(page, '--ifm-color-primary');
    await openSettings(page);

    await option(page, 'Mode', 'Dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await option(page, 'Direction', 'Right to left').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await option(page, 'Language of code samples', 'JavaScript').click();
    await option(page, 'Styling of code samples', 'Tailwind').click();
    await page.getByLabel('Dense').check();
    await page.getByRole('button', { name: 'Increase spacing' }).click();
    await page.getByRole('button', { name: 'Increase spacing' }).click();
    await expect(page.getByText(/^Spacing: \d+ px$/)).toHaveText('Spacing: 10 px');
    await page.getByLabel('Primary colour').fill('#ff5722');
    await page.getByRole('button', { name: 'Apply colours' }).click();
    await expect.poll(() => cssVar(page, '--ifm-color-primary')).toBe('#ff5722');
    expect(defaultPrimary).not.toBe('#ff5722');
    // The live grids on the page follow density at once.
    await expect(page.locator('.MuiDataGrid-root--densityCompact').first()).toBeAttached();

    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.codeVariant?.value).toBe('JS');
    expect(decodeURIComponent(cookies.codeStyling?.value ?? '')).toBe('Tailwind');
    for (const name of ['codeVariant', 'codeStyling']) {
      const lifetime = (cookies[name]?.expires ?? 0) - Date.now() / 1000;
      expect(Math.abs(lifetime - 31_536_000), `${name} lasts ${lifetime} s`).toBeLessThan(120);
      expect(cookies[name]?.path).toBe('/');
    }

    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await cssVar(page, '--ifm-color-primary')).toBe('#ff5722');
    await expect(page.locator('.MuiDataGrid-root--densityCompact').first()).toBeAttached();
    await openSettings(page);
    await expect(option(page, 'Mode', 'Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(page, 'Language of code samples', 'JavaScript')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(option(page, 'Styling of code samples', 'Tailwind')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Dense')).toBeChecked();

    // Resetting brings the default colours of the dark scheme back.
    await page.getByRole('button', { name: 'Reset colours' }).click();
    await expect.poll(() => cssVar(page, '--ifm-color-primary')).not.toBe('#ff5722');
    expect(await cssVar(page, '--ifm-color-primary')).toBe('#5ca8ff');
    await page.getByRole('button', { name: 'Reset density' }).click();
    await expect(page.getByLabel('Dense')).not.toBeChecked();
  });
});

test('an invalid colour is reported and the previous colours stay', async ({ page }) => {
  await visit(page, '/x/introduction/licensing/');
  const before = await cssVar(page, '--ifm-color-primary');
  await openSettings(page);
  await page.getByLabel('Primary colour').fill('not-a-colour');
  await page.getByRole('button', { name: 'Apply colours' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The "primary" colour "not-a-colour" is not in a format the colour library recognises',
  );
  expect(await cssVar(page, '--ifm-color-primary')).toBe(before);
});

test('malformed paletteColors in a cookie and in local storage leave the page working with default colours', async ({
  page,
  context,
}) => {
  const origin = new URL(siteUrl('/')).origin;
  await context.addCookies([
    {
      name: 'paletteColors',
      value: encodeURIComponent('{"primary":{"main":"url(javascript:1)"}}'),
      url: origin,
    },
    { name: 'codeVariant', value: 'x'.repeat(3000), url: origin },
  ]);
  await context.addInitScript(() => {
    localStorage.setItem('paletteColors', '{not json');
    localStorage.setItem('mui-density', '{"dense":"very","spacing":-3}');
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await visit(page, '/x/react-data-grid/');
  await expect(page.locator('.MuiDataGrid-root').first()).toBeVisible();
  await expect(page.locator('.MuiDataGrid-root--densityCompact')).toHaveCount(0);
  expect(await cssVar(page, '--ifm-color-primary')).toBe('#0a6ccc');
  expect(
    warnings.some((text) => text.startsWith('Ignoring the paletteColors')),
    warnings.join('\n'),
  ).toBe(true);
});
