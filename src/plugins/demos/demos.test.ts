/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { extractPreview, typescriptToJavascript } from './transpile';
import { DemoFileError, demoBaseDir, findImports, loadDemoSources, resolveDemoFile } from './demoFiles';
import remarkDemo, { groupDemos } from './remarkDemo';
// The loader reaches the TypeScript modules through tsx, which jest replaces with its own module system.
jest.mock('tsx/cjs/api', () => ({ require: () => jest.requireActual('./demoFiles') }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler loads it as CommonJS
const demoSourcesLoader = require('./sourcesLoader.cjs') as (this: LoaderContext) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler loads it as CommonJS
const demoGroupLoader = require('./groupLoader.cjs') as (this: { resourceQuery: string }) => string;

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
  it('gives an edited file its new JavaScript, and a broken one its error each time', async () => {
    expect(await typescriptToJavascript('const a: number = 1;\n', 'Edited.ts')).toBe('const a = 1;\n');
    expect(await typescriptToJavascript('const b: string = "x";\n', 'Edited.ts')).toBe("const b = 'x';\n");
    await expect(typescriptToJavascript('const = ;\n', 'Broken.ts')).rejects.toThrow('Broken.ts');
    await expect(typescriptToJavascript('const = ;\n', 'Broken.ts')).rejects.toThrow('Broken.ts');
  });

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
    expect(demo.versions).toBeUndefined();
  });

  it('gives a demo of an archived version the versions its sandbox pins', async () => {
    const dir = site();
    const demosDir = join(dir, 'versioned_docs', 'version-7.x', 'grid', 'demos');
    mkdirSync(demosDir, { recursive: true });
    writeFileSync(join(demosDir, 'Loans.tsx'), source);
    const demo = await loadDemoSources(join(demosDir, 'Loans.tsx'), dir);
    expect(demo.versions?.['@mui/x-data-grid']).toMatch(/^7\.\d+\.\d+$/);
    expect(demo.versions?.['@mui/x-charts-pro']).toMatch(/^7\.\d+\.\d+$/);
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
    const [demoImport, loaderImport, groupImport, systemImport, cssImport, sourcesImport, demo] =
      tree.children as {
        value?: string;
        attributes?: { name: string }[];
      }[];
    expect(demoImport?.value).toBe("import Demo from '@site/src/components/Demo';");
    expect(loaderImport?.value).toBe("import { demoLoader } from '@site/src/components/Demo/live/loader';");
    // The main flavour loads through its page's demo group; other flavours are chunks of their own.
    const group = { demos: ['./Orders.tsx'], modules: ['./Orders.css'] };
    expect(groupImport?.value).toBe(
      `const DemoGroup0 = () => import('./demos/Orders.tsx?demo-group=${encodeURIComponent(JSON.stringify(group))}');`,
    );
    expect(systemImport?.value).toBe(
      'export const Demo0_system = demoLoader(() => DemoGroup0().then((group) => ({ default: group.d0 })));',
    );
    expect(cssImport?.value).toBe(
      "export const Demo0_css = demoLoader(() => import('./demos/Orders.css.tsx'));",
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
    expect(sources.model).toEqual({ products: [], snapshot: 'render', dateLibrary: null });
  });

  it('loads the demos of a page that need the same MUI X packages through one module', () => {
    const groups = groupDemos(
      [
        {
          mainFile: '/site/docs/grid/demos/A.tsx',
          key: 'mui-x-data-grid',
          modules: ['/site/docs/grid/demos/./rows'],
        },
        { mainFile: '/site/docs/grid/demos/charts/B.tsx', key: 'mui-x-charts', modules: [] },
        {
          mainFile: '/site/docs/grid/demos/C.tsx',
          key: 'mui-x-data-grid',
          modules: ['/site/docs/grid/demos/./rows', '/site/docs/grid/demos/./people'],
        },
      ],
      '/site/docs/grid',
    );
    const query = (group: object) => encodeURIComponent(JSON.stringify(group));
    expect(groups.declarations).toEqual([
      `const DemoGroup0 = () => import('./demos/A.tsx?demo-group=${query({
        demos: ['./A.tsx', './C.tsx'],
        modules: ['./rows', './people'],
      })}');`,
      `const DemoGroup1 = () => import('./demos/charts/B.tsx?demo-group=${query({ demos: ['./B.tsx'], modules: [] })}');`,
    ]);
    expect(groups.load('/site/docs/grid/demos/A.tsx', 'mui-x-data-grid')).toBe(
      'DemoGroup0().then((group) => ({ default: group.d0 }))',
    );
    expect(groups.load('/site/docs/grid/demos/C.tsx', 'mui-x-data-grid')).toBe(
      'DemoGroup0().then((group) => ({ default: group.d1 }))',
    );
    expect(groups.load('/site/docs/grid/demos/charts/B.tsx', 'mui-x-charts')).toBe(
      'DemoGroup1().then((group) => ({ default: group.d0 }))',
    );
    // Live editing takes a demo's sibling modules from its group.
    expect(groups.module('/site/docs/grid/demos/./people', 'mui-x-data-grid')).toBe(
      '(await DemoGroup0()).m1',
    );
  });

  it('answers a demo group with a module re-exporting each demo and sibling module, and refuses a malformed group', () => {
    const query = (group: object) => `?demo-group=${encodeURIComponent(JSON.stringify(group))}`;
    expect(
      demoGroupLoader.call({
        resourceQuery: query({ demos: ['./A.tsx', './charts/B.tsx'], modules: ['../shared/rows'] }),
      }),
    ).toBe(
      [
        'export { default as d0 } from "./A.tsx";',
        'export { default as d1 } from "./charts/B.tsx";',
        'export * as m0 from "../shared/rows";',
      ].join('\n'),
    );
    for (const malformed of [{ demos: ['/etc/passwd'], modules: [] }, { demos: ['./A.tsx'] }, ['./A.tsx']]) {
      expect(() => demoGroupLoader.call({ resourceQuery: query(malformed) })).toThrow(/malformed group/);
    }
  });
});
