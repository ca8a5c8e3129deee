/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { extractPreview, typescriptToJavascript } from './transpile';
import { DemoFileError, demoBaseDir, findImports, loadDemoSources, resolveDemoFile } from './demoFiles';
import remarkDemo from './remarkDemo';
// The loader reaches the TypeScript modules through tsx, which jest replaces with its own module system.
jest.mock('tsx/cjs/api', () => ({ require: () => jest.requireActual('./demoFiles') }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler loads it as CommonJS
const demoSourcesLoader = require('./sourcesLoader.cjs') as (this: LoaderContext) => void;

interface LoaderContext {
  resourcePath: string;
  getOptions(): { siteDir: string };
  addDependency(file: string): void;
  async(): (error: Error | null, output?: string) => void;
}

const source = `import * as React from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

interface Order {
  id: number;
  total: number;
}

// Orders shown in the list.
const orders: Order[] = [{ id: 1, total: 12 }];

export default function Orders() {
  const [selected, setSelected] = React.useState<number | null>(null);

  return (
    <Box sx={(theme: Theme) => ({ p: theme.spacing(1) })} onClick={() => setSelected(1)}>
      {orders.length} {selected}
    </Box>
  );
}
`;

function site() {
  const dir = mkdtempSync(join(tmpdir(), 'demo-site-'));
  mkdirSync(join(dir, 'docs', 'demos'), { recursive: true });
  writeFileSync(join(dir, 'docs', 'demos', 'Orders.tsx'), source);
  writeFileSync(
    join(dir, 'docs', 'demos', 'Orders.css.tsx'),
    'import \'./Orders.css\';\nexport default function Orders() {\n  return (\n    <p className="orders">x</p>\n  );\n}\n',
  );
  writeFileSync(join(dir, 'docs', 'demos', 'Orders.css'), '.orders { color: teal; }');
  return dir;
}

describe('TypeScript to JavaScript', () => {
  it('strips types but keeps comments, blank lines and JSX, formatted', async () => {
    const js = await typescriptToJavascript(source, 'Orders.tsx');
    expect(js).not.toMatch(/interface|: Order\[\]|<number \| null>|: Theme|import type/);
    expect(js).toContain('// Orders shown in the list.');
    expect(js).toContain('const orders = [{ id: 1, total: 12 }];\n\nexport default function Orders() {');
    expect(js).toContain('<Box sx={(theme) => ({ p: theme.spacing(1) })} onClick={() => setSelected(1)}>');
  });

  it('reports a syntax error with the file name', async () => {
    await expect(typescriptToJavascript('const x = ;', 'Broken.tsx')).rejects.toThrow(/^Broken\.tsx: /);
  });

  it('extracts the returned JSX as a short preview', () => {
    expect(extractPreview(source)).toBe(
      '<Box sx={(theme: Theme) => ({ p: theme.spacing(1) })} onClick={() => setSelected(1)}>\n  {orders.length} {selected}\n</Box>',
    );
    expect(extractPreview(source, 2)).toBeNull();
  });

  it('lists value imports, not type-only ones', () => {
    expect(findImports(source)).toEqual(['react', '@mui/material/Box']);
  });
});

describe('demo files', () => {
  it('reads every flavour with its generated JavaScript and sibling files', async () => {
    const dir = site();
    const demo = await loadDemoSources(join(dir, 'docs', 'demos', 'Orders.tsx'), dir);
    expect(demo.file).toBe('docs/demos/Orders.tsx');
    expect(Object.keys(demo.flavours)).toEqual(['system', 'css']);
    expect(demo.flavours.css?.files.TS).toEqual({ 'Orders.css': '.orders { color: teal; }' });
  });

  it("resolves a translated page's demos against the source page it translates", () => {
    const dir = site();
    const translated = join(dir, 'i18n', 'zh', 'docusaurus-plugin-content-docs', 'current', 'page.mdx');
    expect(demoBaseDir(translated, dir)).toBe(join(dir, 'docs'));
    expect(resolveDemoFile(translated, './demos/Orders.tsx', dir)).toBe(
      join(dir, 'docs', 'demos', 'Orders.tsx'),
    );
    const archived = join(
      dir,
      'i18n',
      'zh',
      'docusaurus-plugin-content-docs',
      'version-7.x',
      'grid',
      'a.mdx',
    );
    expect(demoBaseDir(archived, dir)).toBe(join(dir, 'versioned_docs', 'version-7.x', 'grid'));
    expect(demoBaseDir(join(dir, 'docs', 'grid', 'a.mdx'), dir)).toBe(join(dir, 'docs', 'grid'));
  });

  it('names the page and the file when the demo file is missing', () => {
    const dir = site();
    expect(() => resolveDemoFile(join(dir, 'docs', 'page.mdx'), './demos/Missing.tsx', dir)).toThrow(
      new DemoFileError('docs/page.mdx', 'the demo file docs/demos/Missing.tsx does not exist.'),
    );
    expect(() => resolveDemoFile(join(dir, 'docs', 'page.mdx'), 'demos/Orders', dir)).toThrow(
      /<Demo> in docs\/page\.mdx: the "file" attribute must be a relative path/,
    );
  });

  it('turns <Demo file> into imports and props, and fails the build for a missing file', async () => {
    const dir = site();
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Demo',
          attributes: [{ type: 'mdxJsxAttribute', name: 'file', value: './demos/Orders.tsx' }],
          children: [],
        },
      ],
    };
    await remarkDemo({ siteDir: dir })(tree, { path: join(dir, 'docs', 'page.mdx') });
    const [demoImport, lazyImport, systemImport, cssImport, sourcesImport, demo] = tree.children as {
      value?: string;
      attributes?: { name: string }[];
    }[];
    expect(demoImport?.value).toBe("import Demo from '@site/src/components/Demo';");
    expect(lazyImport?.value).toBe("import { lazyDemo } from '@site/src/components/Demo/lazyDemo';");
    // Each flavour is its own chunk, loaded when the demo is revealed.
    expect(systemImport?.value).toBe(
      "export const Demo0_system = lazyDemo(() => import('./demos/Orders.tsx'));",
    );
    expect(cssImport?.value).toBe(
      "export const Demo0_css = lazyDemo(() => import('./demos/Orders.css.tsx'));",
    );
    expect(sourcesImport?.value).toBe("import Demo0_sources from './demos/Orders.tsx?demo-sources';");
    expect(demo?.attributes?.map((attribute) => attribute.name)).toEqual([
      'components',
      'sources',
      'loadScope',
    ]);

    const broken = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Demo',
          attributes: [{ type: 'mdxJsxAttribute', name: 'file', value: './demos/Nope.tsx' }],
          children: [],
        },
      ],
    };
    await expect(
      remarkDemo({ siteDir: dir })(broken, { path: join(dir, 'docs', 'page.mdx') }),
    ).rejects.toThrow('<Demo> in docs/page.mdx: the demo file docs/demos/Nope.tsx does not exist.');
  });

  it("serves a demo's sources as a module that depends on every file they were read from", async () => {
    const dir = site();
    const mainFile = join(dir, 'docs', 'demos', 'Orders.tsx');
    const dependencies: string[] = [];
    const output = await new Promise<string>((resolve, reject) => {
      demoSourcesLoader.call({
        resourcePath: mainFile,
        getOptions: () => ({ siteDir: dir }),
        addDependency: (file) => dependencies.push(file),
        async: () => (error, result) => (error ? reject(error) : resolve(result ?? '')),
      });
    });
    expect(dependencies.sort()).toEqual(
      ['Orders.css', 'Orders.css.tsx', 'Orders.tsx'].map((name) => join(dir, 'docs', 'demos', name)),
    );
    expect(output.startsWith('export default {')).toBe(true);
    const sources = JSON.parse(output.slice('export default '.length, -1)) as Awaited<
      ReturnType<typeof loadDemoSources>
    >;
    expect(sources.file).toBe('docs/demos/Orders.tsx');
    expect(sources.flavours.system?.ts).toBe(source);
    expect(sources.flavours.system?.js).not.toContain('interface Order');
  });
});
