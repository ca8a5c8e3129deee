/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { readContentPage, type DocInput } from './page';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function doc(dir: string, path: string, overrides: Partial<DocInput> = {}): DocInput {
  return {
    id: path.replace(/^docs\//, '').replace(/\.mdx?$/, ''),
    version: 'current',
    locale: 'en',
    permalink: `/x/${path.replace(/^docs\//, '').replace(/\.mdx?$/, '')}/`,
    sourcePath: join(dir, path),
    title: 'Title',
    description: 'Description',
    ...overrides,
  };
}

const gridDemo =
  "import { DataGridPro } from '@mui/x-data-grid-pro';\nexport default function Orders() { return null; }\n";

describe('readContentPage', () => {
  it('reads product, plan, markers, ads, demos and the components the page uses', async () => {
    const dir = site({
      'docs/react-data-grid/tree-data.mdx': [
        '---',
        'title: Tree data',
        'plan: pro',
        'newFeature: true',
        '---',
        '',
        '## Heading with id {#heading}',
        '',
        '<Demo file="./demos/Orders.tsx" />',
        '',
        '```tsx',
        "import { DataGrid } from '@mui/x-data-grid';",
        '```',
        '',
        ':::tip',
        '<Demo file="./demos/Files.tsx" />',
        ':::',
      ].join('\n'),
      'docs/react-data-grid/demos/Orders.tsx': gridDemo,
      'docs/react-data-grid/demos/Orders.css.tsx':
        "import './Orders.css';\nexport default function O() { return null; }\n",
      'docs/react-data-grid/demos/Orders.css': '.a {}',
      'docs/react-data-grid/demos/Files.tsx': 'export default function Files() { return null; }\n',
    });
    const page = await readContentPage(doc(dir, 'docs/react-data-grid/tree-data.mdx'), dir);
    expect(page).toMatchObject({
      id: 'react-data-grid/tree-data',
      source: 'docs/react-data-grid/tree-data.mdx',
      product: 'data-grid',
      api: false,
      plan: 'pro',
      markers: { plan: 'pro', newFeature: true },
      ads: false,
    });
    expect(page.demos).toEqual([
      {
        name: 'Orders',
        file: 'docs/react-data-grid/demos/Orders.tsx',
        flavours: ['system', 'css'],
        imports: ['@mui/x-data-grid-pro', './Orders.css'],
      },
      { name: 'Files', file: 'docs/react-data-grid/demos/Files.tsx', flavours: ['system'], imports: [] },
    ]);
    expect(page.uses).toEqual([
      { product: 'data-grid', name: 'DataGrid' },
      { product: 'data-grid', name: 'DataGridPro' },
    ]);
  });

  it('takes the product from front matter first, and reads no demos from Markdown pages', async () => {
    const dir = site({
      'docs/introduction/overview.md': '---\nproduct: charts\n---\n\n<Demo file="./demos/None.tsx" />\n',
    });
    const page = await readContentPage(doc(dir, 'docs/introduction/overview.md'), dir);
    expect(page).toMatchObject({ product: 'charts', plan: null, ads: true, demos: [] });
  });

  it('resolves the demos of a translated page against its source page', async () => {
    const dir = site({
      'docs/react-charts/demos/Bars.tsx': 'export default function Bars() { return null; }\n',
      'i18n/zh/docusaurus-plugin-content-docs/current/react-charts/bars.mdx':
        '---\ntitle: 条形图\n---\n\n<Demo file="./demos/Bars.tsx" />\n',
    });
    const page = await readContentPage(
      doc(dir, 'i18n/zh/docusaurus-plugin-content-docs/current/react-charts/bars.mdx', {
        id: 'react-charts/bars',
        locale: 'zh',
        permalink: '/x/zh/react-charts/bars/',
      }),
      dir,
    );
    expect(page.product).toBe('charts');
    expect(page.demos.map((demo) => demo.file)).toEqual(['docs/react-charts/demos/Bars.tsx']);
  });

  it.each([
    ['---\nplan: enterprise\n---\n', /Front matter of docs\/a\.mdx: plan must be one of/],
    ['---\nproduct: grid\n---\n', /Front matter of docs\/a\.mdx: product "grid" is not a product id/],
    [
      '<Demo file="./demos/Missing.tsx" />\n',
      /<Demo> in docs\/a\.mdx: the demo file docs\/demos\/Missing\.tsx does not exist/,
    ],
    [
      '<Demo file="./demos/A.tsx" />\n\n<Demo file="./demos/A.tsx" />\n',
      /<Demo> in docs\/a\.mdx: two demos are named "A"/,
    ],
  ])('fails with a message naming the page for %p', async (text, message) => {
    const dir = site({
      'docs/a.mdx': text,
      'docs/demos/A.tsx': 'export default function A() { return null; }\n',
    });
    await expect(readContentPage(doc(dir, 'docs/a.mdx'), dir)).rejects.toThrow(message);
  });
});
