/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { llmsText } from '../../data/llmsText';
import { pageMarkdown, MarkdownError, type ConvertOptions } from './convert';
import { LinkResolver, type SiteDoc } from './links';
import { translator } from './text';
import { findDemoElements, type MdxNode } from '../demos/mdxDemos';
import { parsePageBody } from './convert';
import { mdxLeftovers } from './verify';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'markdown-site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const URLS = {
  current: 'en',
  default: 'en',
  baseUrl: '/x/',
  defaultBaseUrl: '/x/',
  url: 'https://docs.example',
  defaultUrl: 'https://docs.example',
};

function siteDoc(dir: string, file: string, permalink: string, slug = permalink.slice(2)): SiteDoc {
  return {
    id: file.replace(/^docs\//, '').replace(/\.mdx?$/, ''),
    version: 'current',
    permalink,
    slug,
    source: `@site/${file}`,
    sourcePath: join(dir, file),
    title: `Title of ${file}`,
    description: `Description of ${file}`,
  };
}

function options(
  dir: string,
  docs: SiteDoc[],
  codeTranslations: Record<string, string> = {},
): ConvertOptions {
  const links = new LinkResolver(docs, URLS, dir);
  return {
    siteDir: dir,
    t: translator(codeTranslations),
    text: llmsText('en'),
    resolveLink: (url, file) => links.resolve(url, file),
    apiGuides: () => [],
  };
}

const ORDERS_DEMO = [
  "import { DataGridPro } from '@mui/x-data-grid-pro';",
  "import { orders } from './orderData';",
  '',
  'export default function Orders() {',
  '  return <DataGridPro rows={orders} columns={[]} />;',
  '}',
  '',
].join('\n');

const FILES_DEMO = [
  "import { orders } from './orderData';",
  '',
  'export default function Files() {',
  '  return <p>{orders.length}</p>;',
  '}',
  '',
].join('\n');

const ORDER_DATA = "export const orders = [{ id: 1, total: '12 | 14' }];\n";

describe('pageMarkdown', () => {
  const dir = site({
    'docs/react-data-grid/tree-data.mdx': [
      '---',
      'title: Tree data',
      'plan: pro',
      'newFeature: true',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '{/* A note for writers only. */}',
      '',
      'Tree data shows rows as a hierarchy. Press <kbd>Enter</kbd> to expand a row.',
      '',
      '## Set the paths {#set-the-paths}',
      '',
      'See [sorting](./sorting.mdx#on-load), [the API](/api/data-grid/data-grid/), [the playground](/playground/),',
      '[this section](#set-the-paths), [the overview](../introduction/overview.md) and [npm](https://www.npmjs.com/).',
      '',
      '<Demo file="./demos/Orders.tsx" />',
      '',
      '| plan | package |',
      '| ---- | ------- |',
      '| Pro  | `@mui/x-data-grid-pro` |',
      '',
      '<Tabs>',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm install @mui/x-data-grid-pro',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="pnpm">',
      '',
      '```bash',
      'pnpm add @mui/x-data-grid-pro',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      ':::warning',
      'Tree data and row grouping cannot be combined.',
      ':::',
      '',
      ':::tip[Keep ids stable]',
      '<Demo file="./demos/Files.tsx" />',
      ':::',
      '',
    ].join('\n'),
    'docs/react-data-grid/sorting.mdx': '---\ntitle: Sorting\n---\n\nSorting.\n',
    'docs/react-data-grid/demos/Orders.tsx': ORDERS_DEMO,
    'docs/react-data-grid/demos/Files.tsx': FILES_DEMO,
    'docs/react-data-grid/demos/orderData.ts': ORDER_DATA,
    'docs/introduction/overview.md': '---\ntitle: Overview\nslug: /\n---\n\nMUI X.\n',
    'docs/api/data-grid/data-grid.mdx': '---\ntitle: DataGrid API\n---\n\nAPI.\n',
  });
  const docs = [
    siteDoc(dir, 'docs/react-data-grid/tree-data.mdx', '/x/react-data-grid/tree-data/'),
    siteDoc(dir, 'docs/react-data-grid/sorting.mdx', '/x/react-data-grid/sorting/'),
    siteDoc(dir, 'docs/introduction/overview.md', '/x/', '/'),
    siteDoc(dir, 'docs/api/data-grid/data-grid.mdx', '/x/api/data-grid/data-grid/'),
  ];
  const page = {
    sourcePath: join(dir, 'docs/react-data-grid/tree-data.mdx'),
    title: 'Tree data',
    description: 'Rows as a hierarchy.',
  };

  it('starts with the title, the markers as words and the description', async () => {
    const { markdown } = await pageMarkdown(page, options(dir, docs));
    expect(
      markdown.startsWith('# Tree data\n\nPro plan · New\n\n> Rows as a hierarchy.\n\nTree data shows'),
    ).toBe(true);
  });

  it('says the markers in the locale of the build', async () => {
    const zh = { 'navigation.badge.pro': 'Pro 计划', 'navigation.badge.new': '新' };
    const { markdown } = await pageMarkdown(page, options(dir, docs, zh));
    expect(markdown).toContain('\n\nPro 计划 · 新\n\n');
  });

  it("inlines each demo's TypeScript source with its name, and a shared sibling file once", async () => {
    const { markdown, demos } = await pageMarkdown(page, options(dir, docs));
    expect(demos).toEqual(['Orders', 'Files']);
    expect(markdown).toContain(`**Demo: Orders**\n\n\`\`\`tsx title="Orders.tsx"\n${ORDERS_DEMO}\`\`\``);
    expect(markdown).toContain(`\`\`\`ts title="orderData.ts"\n${ORDER_DATA}\`\`\``);
    // Inside the tip: a quote.
    const quoted = (text: string) => text.replace(/^(.)/gm, '> $1').replace(/^$/gm, '>');
    expect(markdown).toContain(
      quoted(`**Demo: Files**\n\n\`\`\`tsx title="Files.tsx"\n${FILES_DEMO}\`\`\``).replace(/\n>$/, ''),
    );
    expect(markdown.split('title="orderData.ts"')).toHaveLength(2);
  });

  it('leaves no MDX: no imports, comments, <Demo>, tabs or other tags outside code', async () => {
    const { markdown } = await pageMarkdown(page, options(dir, docs));
    expect(await mdxLeftovers(markdown)).toEqual([]);
    expect(markdown).not.toMatch(/<(Tabs|TabItem|kbd)/);
    expect(markdown).not.toContain('A note for writers only');
    expect(markdown).toContain('Press `Enter` to expand a row.');
  });

  it('keeps headings without their ids, and tables', async () => {
    const { markdown } = await pageMarkdown(page, options(dir, docs));
    expect(markdown).toContain('\n## Set the paths\n');
    expect(markdown).not.toContain('{#set-the-paths}');
    expect(markdown).toContain('| plan | package |\n| - | - |\n| Pro | `@mui/x-data-grid-pro` |');
  });

  it('flattens tabs, each with its label', async () => {
    const { markdown } = await pageMarkdown(page, options(dir, docs));
    expect(markdown).toContain('**npm**\n\n```bash\nnpm install @mui/x-data-grid-pro\n```');
    expect(markdown).toContain('**pnpm**\n\n```bash\npnpm add @mui/x-data-grid-pro\n```');
  });

  it('writes admonitions as quotes that start with their title', async () => {
    const { markdown } = await pageMarkdown(page, options(dir, docs));
    expect(markdown).toContain('> **Warning:** Tree data and row grouping cannot be combined.');
    expect(markdown).toContain('> **Keep ids stable**\n>\n> **Demo: Files**');
  });

  it('makes links absolute, to the Markdown of the pages they lead to', async () => {
    const { markdown } = await pageMarkdown(page, options(dir, docs));
    expect(markdown).toContain('[sorting](https://docs.example/x/react-data-grid/sorting.md#on-load)');
    expect(markdown).toContain('[the API](https://docs.example/x/api/data-grid/data-grid.md)');
    expect(markdown).toContain('[the playground](https://docs.example/x/playground/)');
    expect(markdown).toContain(
      '[this section](https://docs.example/x/react-data-grid/tree-data.md#set-the-paths)',
    );
    expect(markdown).toContain('[the overview](https://docs.example/x/index.md)');
    expect(markdown).toContain('[npm](https://www.npmjs.com/)');
  });

  it('fails with the file and line of a page the MDX parser rejects', async () => {
    const broken = site({
      'docs/broken.mdx': '---\ntitle: Broken\n---\n\nText\n\n<Demo file="./x.tsx"\n\nMore.\n',
    });
    const doc = siteDoc(broken, 'docs/broken.mdx', '/x/broken/');
    const run = pageMarkdown(
      { sourcePath: doc.sourcePath, title: 'Broken', description: '' },
      options(broken, [doc]),
    );
    await expect(run).rejects.toThrow(MarkdownError);
    await expect(run).rejects.toThrow(/Markdown of docs\/broken\.mdx \(line \d+\): /);
  });

  it('fails on a component it cannot write as text, naming it', async () => {
    const unknown = site({ 'docs/chart.mdx': '---\ntitle: Chart\n---\n\n<FancyChart series={[1, 2]} />\n' });
    const doc = siteDoc(unknown, 'docs/chart.mdx', '/x/chart/');
    await expect(
      pageMarkdown({ sourcePath: doc.sourcePath, title: 'Chart', description: '' }, options(unknown, [doc])),
    ).rejects.toThrow('Markdown of docs/chart.mdx (line 5): <FancyChart> has no Markdown form');
  });

  it('fails on a link to a file that is no page, naming it', async () => {
    const dangling = site({ 'docs/a.mdx': '---\ntitle: A\n---\n\nSee [b](./b.mdx).\n' });
    const doc = siteDoc(dangling, 'docs/a.mdx', '/x/a/');
    await expect(
      pageMarkdown({ sourcePath: doc.sourcePath, title: 'A', description: '' }, options(dangling, [doc])),
    ).rejects.toThrow('Markdown of docs/a.mdx: the link ./b.mdx leads to no page of version current.');
  });
});

describe('pageMarkdown on the real docs', () => {
  const siteDir = resolve(__dirname, '../../..');

  /** A page of the site's own content as the docs plugin describes it, converted to Markdown. */
  async function realPage(
    source: string,
    page: Pick<SiteDoc, 'id' | 'version' | 'permalink' | 'slug' | 'title'>,
    apiGuides: ConvertOptions['apiGuides'] = () => [],
  ) {
    const doc: SiteDoc = {
      ...page,
      source: `@site/${source}`,
      sourcePath: join(siteDir, source),
      description: '',
    };
    const links = new LinkResolver([doc], URLS, siteDir);
    return pageMarkdown(doc, {
      siteDir,
      t: translator({}),
      text: llmsText('en'),
      // The page's links lead to pages these tests do not load: only the page itself matters here.
      resolveLink: (url, from) => (/^(#|https?:)/.test(url) ? links.resolve(url, from) : url),
      apiGuides,
    });
  }

  it("a page with demos contains each demo's source", async () => {
    const file = join(siteDir, 'docs/react-data-grid/sorting.mdx');
    const { markdown, demos } = await realPage('docs/react-data-grid/sorting.mdx', {
      id: 'react-data-grid/sorting',
      version: 'current',
      permalink: '/x/react-data-grid/sorting/',
      slug: '/react-data-grid/sorting',
      title: 'Sorting',
    });
    const tree = await parsePageBody(readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, ''), 'mdx', file);
    const expected = findDemoElements(tree as MdxNode).map((element) => {
      const attribute = element.attributes?.find((entry) => entry.name === 'file')?.value as string;
      return resolve(join(siteDir, 'docs/react-data-grid'), attribute);
    });
    expect(expected.length).toBeGreaterThan(1);
    expect(demos).toHaveLength(expected.length);
    for (const demoFile of expected) {
      expect(markdown).toContain(readFileSync(demoFile, 'utf8').trimEnd());
    }
    expect(await mdxLeftovers(markdown)).toEqual([]);
  });

  it('writes the installation page’s package table with the versions package.json installs', async () => {
    const { markdown } = await realPage('docs/introduction/installation.mdx', {
      id: 'introduction/installation',
      version: 'current',
      permalink: '/x/introduction/installation/',
      slug: '/introduction/installation',
      title: 'Installation',
    });
    const installed = (
      JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies['@mui/x-data-grid'];
    expect(markdown).toMatch(
      new RegExp(`\\| Data Grid +\\| \`@mui/x-data-grid\` +\\| \`${installed?.replace(/\./g, '\\.')}\` +\\|`),
    );
    expect(await mdxLeftovers(markdown)).toEqual([]);
  });

  it('gives a v7 API page the guides of v7 that use its component', async () => {
    const apiGuides = jest.fn(() => [
      { title: 'Charts - Bars', url: 'https://docs.example/x/v7/react-charts/bars.md' },
    ]);
    const { markdown } = await realPage(
      'versioned_docs/version-7.x/api/charts/bar-chart.mdx',
      {
        id: 'api/charts/bar-chart',
        version: '7.x',
        permalink: '/x/v7/api/charts/bar-chart/',
        slug: '/api/charts/bar-chart/',
        title: 'BarChart API',
      },
      apiGuides,
    );
    expect(apiGuides).toHaveBeenCalledWith('charts', 'bar-chart', '7.x');
    expect(markdown).toContain('https://docs.example/x/v7/react-charts/bars.md');
  });
});

describe('mdxLeftovers', () => {
  it('finds tags, <Demo and import lines outside code, and nothing inside code', async () => {
    const markdown = [
      '# Page',
      '',
      '<Demo file="./demos/X.tsx" />',
      '',
      'Press <kbd>Enter</kbd>.',
      '',
      'import Tabs from "@theme/Tabs";',
      '',
      '```tsx',
      "import { DataGrid } from '@mui/x-data-grid';",
      'export default function X() { return <DataGrid />; }',
      '```',
      '',
      '> ```tsx',
      "> import Box from '@mui/material/Box';",
      '> ```',
      '',
      'Text with `<Demo file>` in code.',
      '',
    ].join('\n');
    expect((await mdxLeftovers(markdown)).map(({ line }) => line)).toEqual([3, 5, 5, 7]);
  });
});
