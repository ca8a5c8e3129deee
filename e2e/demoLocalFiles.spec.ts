/**
 * A demo whose code imports local files says so where its code is copied:
 * it names each file (linked to its source in this build profile) and offers
 * Copy with data, which copies the code and each file under its name. A demo
 * importing packages only shows neither.
 */
import { demo, expect, test, visit } from './fixtures';
import { E2E_EDIT_URL } from './profile';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('a demo that imports a shared data module names it and copies it with the code', async ({ page }) => {
  await visit(page, '/x/react-charts/axis/');
  const section = demo(page, 'AxisUtcTimeScale');
  const note = section.locator('[data-demo-local-files]');
  await expect(note).toContainText(
    'This code imports local files: ../shared-features/officeEnergy.ts. Save them beside it, or copy them along with the code: Copy with data',
  );
  await expect(note.getByRole('link', { name: '../shared-features/officeEnergy.ts' })).toHaveAttribute(
    'href',
    `${E2E_EDIT_URL.replace('/edit/', '/blob/')}docs/react-charts/demos/shared-features/officeEnergy.ts`,
  );

  const copy = note.getByRole('button', {
    name: 'Copy with data: the source and the local files it imports',
  });
  await expect(copy).toHaveText('Copy with data');
  await copy.click();
  await expect(copy).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\/\/ AxisUtcTimeScale\.tsx\nimport /);
  expect(copied).toContain("import { hourlyDemand } from '../shared-features/officeEnergy';");
  expect(copied).toContain('\n// ../shared-features/officeEnergy.ts\n');
  expect(copied).toContain('export const hourlyDemand = ');

  // The JavaScript variant names and copies the generated JavaScript.
  await section.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(note).toContainText('../shared-features/officeEnergy.js');
  await copy.click();
  await expect(copy).toHaveText('Copied');
  const javascript = await page.evaluate(() => navigator.clipboard.readText());
  expect(javascript).toMatch(/^\/\/ AxisUtcTimeScale\.jsx\n/);
  expect(javascript).toContain('\n// ../shared-features/officeEnergy.js\n');
});

test('a demo that imports packages only offers the plain copy', async ({ page }) => {
  await visit(page, '/x/react-charts/bars/');
  const section = demo(page, 'BarsGroupedRainfall');
  await expect(section.getByRole('button', { name: 'Copy the source', exact: true })).toBeVisible();
  await expect(section.locator('[data-demo-local-files]')).toHaveCount(0);
  await expect(section.locator('[data-copy-with-data]')).toHaveCount(0);
});
