/** Display settings: every control applies at once, survives a reload, and bad stored values are harmless. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, visit } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const cssVar = (page, name) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

async function openSettings(page) {
  await page.click('button[aria-label="Display settings"]');
  await page.waitForSelector('[role="dialog"][aria-labelledby="settings-title"]');
}

async function choose(page, groupLabel, optionLabel) {
  await page
    .getByRole('group', { name: groupLabel })
    .getByRole('button', { name: optionLabel, exact: true })
    .click();
}

async function pressed(page, groupLabel, optionLabel) {
  return page
    .getByRole('group', { name: groupLabel })
    .getByRole('button', { name: optionLabel, exact: true })
    .getAttribute('aria-pressed');
}

test('each setting applies at once and is still applied after a reload', async () => {
  const { context, page, problems } = await openPage(browser, { colorScheme: 'light' });
  await visit(page, '/x/react-data-grid/');
  const defaultPrimary = await cssVar(page, '--ifm-color-primary');
  await openSettings(page);

  await choose(page, 'Mode', 'Dark');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await choose(page, 'Direction', 'Right to left');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  await choose(page, 'Language of code samples', 'JavaScript');
  await choose(page, 'Styling of code samples', 'Tailwind');
  await page.getByLabel('Dense').check();
  await page.getByRole('button', { name: 'Increase spacing' }).click();
  await page.getByRole('button', { name: 'Increase spacing' }).click();
  assert.match(await page.getByText(/^Spacing: \d+ px$/).textContent(), /Spacing: 10 px/);
  await page.getByLabel('Primary colour').fill('#ff5722');
  await page.getByRole('button', { name: 'Apply colours' }).click();
  await page.waitForFunction(
    () =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim() === '#ff5722',
  );
  assert.notEqual(defaultPrimary, '#ff5722');
  // The live grid on the page follows density at once.
  await page.waitForSelector('.MuiDataGrid-root--densityCompact');

  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  assert.equal(cookies.codeVariant?.value, 'JS');
  assert.equal(decodeURIComponent(cookies.codeStyling?.value ?? ''), 'Tailwind');
  for (const name of ['codeVariant', 'codeStyling']) {
    const lifetime = cookies[name].expires - Date.now() / 1000;
    assert.ok(Math.abs(lifetime - 31_536_000) < 120, `${name} lasts ${lifetime} s`);
    assert.equal(cookies[name].path, '/');
  }

  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  assert.equal(await cssVar(page, '--ifm-color-primary'), '#ff5722');
  await page.waitForSelector('.MuiDataGrid-root--densityCompact');
  await openSettings(page);
  assert.equal(await pressed(page, 'Mode', 'Dark'), 'true');
  assert.equal(await pressed(page, 'Language of code samples', 'JavaScript'), 'true');
  assert.equal(await pressed(page, 'Styling of code samples', 'Tailwind'), 'true');
  assert.ok(await page.getByLabel('Dense').isChecked());

  // Resetting brings the default colours of the dark scheme back.
  await page.getByRole('button', { name: 'Reset colours' }).click();
  await page.waitForFunction(
    () =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim() !== '#ff5722',
  );
  assert.equal(await cssVar(page, '--ifm-color-primary'), '#5ca8ff');
  await page.getByRole('button', { name: 'Reset density' }).click();
  assert.equal(await page.getByLabel('Dense').isChecked(), false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an invalid colour is reported and the previous colours stay', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/introduction/licensing/');
  const before = await cssVar(page, '--ifm-color-primary');
  await openSettings(page);
  await page.getByLabel('Primary colour').fill('not-a-colour');
  await page.getByRole('button', { name: 'Apply colours' }).click();
  assert.match(
    await page.getByRole('alert').textContent(),
    /The "primary" colour "not-a-colour" is not in a format the colour library recognises/,
  );
  assert.equal(await cssVar(page, '--ifm-color-primary'), before);
  assert.deepEqual(problems, []);
  await context.close();
});

test('malformed paletteColors in a cookie and in local storage leave the page working with default colours', async () => {
  const { context, page, problems } = await openPage(browser);
  const origin = new URL(page.url() === 'about:blank' ? process.env.E2E_BASE_URL : page.url()).origin;
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
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await visit(page, '/x/react-data-grid/');
  await page.waitForSelector('.MuiDataGrid-root');
  assert.equal(await page.$('.MuiDataGrid-root--densityCompact'), null);
  assert.equal(await cssVar(page, '--ifm-color-primary'), '#0a6ccc');
  assert.ok(
    warnings.some((text) => text.startsWith('Ignoring the paletteColors')),
    warnings.join('\n'),
  );
  assert.deepEqual(problems, []);
  await context.close();
});
