/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { demoLocalFiles, localModuleFiles, moduleSpecifiers, resolveLocalModule } from './localModules';
import { typescriptToJavascript } from './transpile';

const FILES: Record<string, string> = {
  'docs/charts/demos/Climate.tsx': [
    "import * as React from 'react';",
    "import type { Reading } from '../shared-types/reading';",
    "import { monthly } from '../shared-features/climate';",
    "import { label } from './labels';",
    "import './Climate.css';",
    '',
    'const first: Reading | undefined = monthly[0];',
    'export default function Climate() {',
    '  return <p>{label(first)}</p>;',
    '}',
    '',
  ].join('\n'),
  'docs/charts/demos/labels.ts': [
    "import type { Reading } from '../shared-types/reading';",
    "export const label = (reading?: Reading) => reading?.city ?? '';",
    '',
  ].join('\n'),
  'docs/charts/demos/Climate.css': '.climate { color: teal; }\n',
  'docs/charts/shared-features/climate.ts': [
    "export * from './units';",
    "import { seeded } from '../shared-types/seededRandom';",
    "import type { Reading } from '../shared-types/reading';",
    "export const monthly: Reading[] = [{ city: 'Oslo', celsius: seeded(1) }];",
    '',
  ].join('\n'),
  'docs/charts/shared-features/units.ts': "export const UNIT = '°C';\n",
  'docs/charts/shared-types/reading.ts':
    'export interface Reading {\n  city: string;\n  celsius: number;\n}\n',
  'docs/charts/shared-types/seededRandom/index.ts': 'export const seeded = (seed: number) => seed * 0.5;\n',
};

function site(files: Record<string, string> = FILES): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-modules-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

it('reads every specifier a module names: imports, type-only imports, re-exports, import() calls', () => {
  expect(
    moduleSpecifiers(
      "import type { A } from './a';\nexport * from '../b';\nimport './c.css';\nconst d = () => import('./d');\nconst text = \"import x from './not-code'\";\n",
    ),
  ).toEqual(['./a', '../b', './c.css', './d']);
});

it('resolves a specifier as the bundler does, and names the importer when nothing is there', () => {
  const dir = site();
  const demo = join(dir, 'docs/charts/demos/Climate.tsx');
  expect(resolveLocalModule(demo, '../shared-types/seededRandom')).toBe(
    join(dir, 'docs/charts/shared-types/seededRandom/index.ts'),
  );
  expect(resolveLocalModule(demo, './Climate.css')).toBe(join(dir, 'docs/charts/demos/Climate.css'));
  expect(() => resolveLocalModule(demo, '../missing')).toThrow(
    `../missing (imported by ${demo}) was not found.`,
  );
});

it("follows a demo's local imports through the modules' own imports, sibling or not", () => {
  const dir = site();
  expect(localModuleFiles(join(dir, 'docs/charts/demos/Climate.tsx')).sort()).toEqual(
    [
      'docs/charts/demos/Climate.css',
      'docs/charts/demos/labels.ts',
      'docs/charts/shared-features/climate.ts',
      'docs/charts/shared-features/units.ts',
      'docs/charts/shared-types/reading.ts',
      'docs/charts/shared-types/seededRandom/index.ts',
    ].map((path) => join(dir, path)),
  );
});

it('keys the files by their path from the demo, and leaves modules of types only out of the JavaScript', async () => {
  const dir = site();
  const demo = join(dir, 'docs/charts/demos/Climate.tsx');
  const js = await typescriptToJavascript(FILES['docs/charts/demos/Climate.tsx'] ?? '', 'Climate.tsx');
  const files = await demoLocalFiles(demo, js, dir);
  expect(Object.keys(files.TS).sort()).toEqual([
    '../shared-features/climate.ts',
    '../shared-features/units.ts',
    '../shared-types/reading.ts',
    '../shared-types/seededRandom/index.ts',
    'Climate.css',
    'labels.ts',
  ]);
  expect(Object.keys(files.JS).sort()).toEqual([
    '../shared-features/climate.js',
    '../shared-features/units.js',
    '../shared-types/seededRandom/index.js',
    'Climate.css',
    'labels.js',
  ]);
  expect(files.TS['labels.ts']).toBe(FILES['docs/charts/demos/labels.ts']);
  expect(files.JS['../shared-features/climate.js']).toContain("export const monthly = [{ city: 'Oslo'");
  expect(files.JS['../shared-features/climate.js']).not.toMatch(/Reading/);
});
