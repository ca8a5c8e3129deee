/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';

type Transpile = typeof import('./transpile');

/** A fresh copy of the module, as another process has it: nothing made in memory yet. */
function freshModule(): Transpile {
  let loaded: Transpile | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Transpile>('./transpile');
  });
  if (!loaded) throw new Error('transpile.ts did not load');
  return loaded;
}

describe('the disk cache of demo JavaScript', () => {
  const previous = process.env.DEMO_JS_CACHE_DIR;
  beforeEach(() => {
    process.env.DEMO_JS_CACHE_DIR = mkdtempSync(`${tmpdir()}/demo-js-`);
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.DEMO_JS_CACHE_DIR;
    else process.env.DEMO_JS_CACHE_DIR = previous;
  });

  it('keeps what one process made for the next one', async () => {
    const first = freshModule();
    const source = 'export const total: number = 1;\n';
    expect(await first.typescriptToJavascript(source, 'Total.ts')).toBe('export const total = 1;\n');
    const file = first.diskCacheFile(source, 'Total.ts');
    expect(readFileSync(file, 'utf8')).toBe('export const total = 1;\n');
    // Another process reads the file instead of making the JavaScript again.
    writeFileSync(file, 'export const total = 1; // kept\n');
    expect(await freshModule().typescriptToJavascript(source, 'Total.ts')).toBe(
      'export const total = 1; // kept\n',
    );
  });

  it('keys the JavaScript by the source and the kind of file', () => {
    const { diskCacheFile } = freshModule();
    const source = 'export const total: number = 1;\n';
    expect(diskCacheFile(source, 'A.ts')).toBe(diskCacheFile(source, 'B.ts'));
    expect(diskCacheFile(source, 'A.ts')).not.toBe(diskCacheFile(source, 'A.tsx'));
    expect(diskCacheFile(source, 'A.ts')).not.toBe(diskCacheFile(`${source}\n`, 'A.ts'));
  });

  it('keeps no file for a source that does not compile', async () => {
    const transpile = freshModule();
    await expect(transpile.typescriptToJavascript('const = ;\n', 'Broken.ts')).rejects.toThrow('Broken.ts');
    expect(existsSync(transpile.diskCacheFile('const = ;\n', 'Broken.ts'))).toBe(false);
  });

  it('still makes the JavaScript when the cache cannot be written', async () => {
    const blocked = mkdtempSync(`${tmpdir()}/demo-js-blocked-`);
    writeFileSync(`${blocked}/file`, '');
    process.env.DEMO_JS_CACHE_DIR = `${blocked}/file/cache`; // a folder under a file: mkdir fails
    const transpile = freshModule();
    expect(await transpile.typescriptToJavascript('let a: string = "x";\n', 'A.ts')).toBe("let a = 'x';\n");
    expect(existsSync(dirname(transpile.diskCacheFile('', 'A.ts')))).toBe(false);
  });
});
