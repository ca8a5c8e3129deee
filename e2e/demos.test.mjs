/** Live demos: one global JS/TS switch, styling flavours, copy timings, live editing and error boxes. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, visit, liveDemos } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const demos = liveDemos;
/** Code as a reader sees it, whitespace aside (highlighting splits lines into spans). */
const squash = (text) => text.replace(/\s+/g, '');

/** From here on, page time moves only when the test says so. */
async function pauseClock(page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
}

async function openWithClipboard() {
  const opened = await openPage(browser);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return opened;
}

test('switching one demo to JS switches every demo on the page, and it survives a reload', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/');
  assert.equal(await demos(page).count(), 3);
  for (const index of [0, 1, 2]) {
    await demos(page).nth(index).getByRole('button', { name: 'Show code' }).click();
  }
  const codes = () => demos(page).locator('pre code').allTextContents();
  for (const code of await codes()) assert.match(code, /GridColDef</);

  await demos(page).first().getByRole('button', { name: 'JS', exact: true }).click();
  for (const code of await codes()) {
    assert.doesNotMatch(code, /GridColDef|: number|interface /);
    assert.match(code, /export default function/);
  }
  const cookie = (await context.cookies()).find((entry) => entry.name === 'codeVariant');
  assert.equal(cookie?.value, 'JS');

  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await demos(page).nth(1).getByRole('button', { name: 'Show code' }).click();
  assert.equal(
    await demos(page).nth(1).getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed'),
    'true',
  );
  assert.doesNotMatch((await codes()).join('\n'), /GridColDef/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('copy puts the visible variant on the clipboard; Copied lasts 2 s on code blocks and 1.2 s in the toolbar', async () => {
  const { context, page, problems } = await openWithClipboard();
  await page.clock.install();
  await visit(page, '/x/react-charts/bars/');
  await pauseClock(page);
  const demo = demos(page).first();
  await demo.getByRole('button', { name: 'Show code' }).click();
  await demo.getByRole('button', { name: 'JS', exact: true }).click();
  const shown = await demo.locator('pre code').innerText();

  const blockCopy = demo.locator('.theme-code-block button:has([data-copy-status])');
  await blockCopy.click();
  await page.waitForSelector('.theme-code-block [data-copy-status="copied"]');
  assert.equal(await blockCopy.textContent(), 'Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(squash(copied), squash(shown));
  assert.match(copied, /export default function RevenueBars\(\) \{\n {2}return \(/);
  assert.doesNotMatch(copied, /: number|: string/);
  await page.clock.runFor(1999);
  assert.equal(await blockCopy.textContent(), 'Copied');
  await page.clock.runFor(1);
  await page.waitForSelector('.theme-code-block [data-copy-status="idle"]');
  assert.equal(await blockCopy.textContent(), 'Copy');

  const toolbarCopy = demo.getByRole('button', { name: 'Copy the source' });
  await toolbarCopy.click();
  await demo.locator('[role="toolbar"] [data-copy-status="copied"]').waitFor();
  await page.clock.runFor(1199);
  assert.equal(await toolbarCopy.textContent(), 'Copied');
  await page.clock.runFor(1);
  await demo.locator('[role="toolbar"] [data-copy-status="idle"]').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a Markdown code block copies its code and confirms for 2 s', async () => {
  const { context, page, problems } = await openWithClipboard();
  await page.clock.install();
  await visit(page, '/x/introduction/installation/');
  await pauseClock(page);
  const block = page.locator('.theme-code-block').first();
  const code = await block.locator('pre code').innerText();
  await block.hover();
  await block.locator('button:has([data-copy-status])').click();
  await block.locator('[data-copy-status="copied"]').waitFor();
  assert.equal(squash(await page.evaluate(() => navigator.clipboard.readText())), squash(code));
  await page.clock.runFor(2000);
  await block.locator('[data-copy-status="idle"]').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('styling flavours switch the live demo and its source', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-data-grid/');
  const demo = demos(page).nth(1);
  await demo.getByRole('button', { name: 'Tailwind' }).click();
  await page.waitForSelector('[data-flavour="tailwind"] .rounded-full');
  await page.waitForFunction(() => {
    const pill = document.querySelector('[data-flavour="tailwind"] .rounded-full');
    return pill && getComputedStyle(pill).borderTopLeftRadius !== '0px';
  });
  await demo.getByRole('button', { name: 'CSS', exact: true }).click();
  await page.waitForSelector('[data-flavour="css"] .stock-pill');
  await demo.getByRole('button', { name: 'Show code' }).click();
  assert.match(await demo.locator('pre code').textContent(), /import '\.\/StockLevelGrid\.css';/);
  // The choice is global: the first demo has no CSS flavour and keeps its only one.
  assert.equal(await demos(page).first().locator('[role="group"][aria-label="Styling"]').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('editing re-renders the demo; a syntax error is shown, not thrown; reset restores it', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/react-charts/bars/');
  const demo = demos(page).first();
  const live = demo.locator('[data-flavour]');
  await demo.getByRole('button', { name: 'Edit' }).click();
  const editor = demo.getByLabel('Demo source, editable');
  await editor.waitFor();
  const original = await editor.inputValue();
  await editor.fill(original.replace('Revenue, first half-year', 'Turnover, January to June'));
  await live.getByText('Turnover, January to June').waitFor();

  await editor.fill(original.replace('export default function', 'export default functio'));
  await demo.getByRole('alert').waitFor();
  assert.match(await demo.getByRole('alert').textContent(), /does not compile/);
  assert.ok(await live.getByText('Turnover, January to June').isVisible(), 'the last good version stays');

  await editor.fill(original.replace('return (', "throw new Error('bookshop offline');\n  return ("));
  await live.getByText('This demo failed to render.').waitFor();
  assert.match(await live.textContent(), /bookshop offline/);
  // The rest of the page still works.
  assert.ok(await page.locator('h1').isVisible());

  await demo.getByRole('button', { name: 'Reset' }).click();
  await live.getByText('Revenue, first half-year').waitFor();
  assert.equal(
    problems.filter((problem) => !problem.includes('bookshop offline')).length,
    0,
    problems.join('\n'),
  );
  await context.close();
});
