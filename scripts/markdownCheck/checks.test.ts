/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  expectedLlmsFiles,
  filesUnder,
  linkProblem,
  linksOf,
  localeBuilds,
  markdownAlternates,
  markdownFileProblems,
  pageProblems,
  siteOrigin,
} from './checks';

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'markdown-build-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const page = (permalink: string, version = 'current', product: string | null = 'data-grid') => ({
  id: permalink,
  version,
  locale: 'en',
  permalink,
  source: '',
  title: '',
  description: '',
  product,
  api: false,
  plan: null,
  markers: {},
  ads: true,
  demos: [],
  uses: [],
});

const manifest = (locale: string, pages: ReturnType<typeof page>[]) =>
  JSON.stringify({ schema: 1, locale, pages });

const html = (markdown: string) =>
  `<html><head><link data-rh="true" rel="alternate" type="text/markdown" href="${markdown}"></head></html>`;

describe('pageProblems', () => {
  it('finds pages without their Markdown or whose HTML does not name it', () => {
    const dir = build({
      'content-manifest.json': manifest('en', [
        page('/x/', 'current', null),
        page('/x/react-data-grid/sorting/'),
        page('/x/react-data-grid/editing/'),
        page('/x/v7/', '7.x', null),
      ]),
      'index.html': html('/x/index.md'),
      'index.md': '# MUI X\n',
      'react-data-grid/sorting/index.html': html('/x/react-data-grid/sorting.md'),
      'react-data-grid/sorting.md': '# Sorting\n',
      'react-data-grid/editing/index.html': '<html><head></head></html>',
      'v7/index.html': html('/x/v7/index.md'),
      'zh/content-manifest.json': manifest('zh', [page('/x/zh/react-data-grid/editing/')]),
      'zh/react-data-grid/editing/index.html': html('/x/react-data-grid/editing.md'),
      'zh/react-data-grid/editing.md': '# 编辑\n',
    });
    const { pages, problems } = pageProblems(dir, localeBuilds(dir));
    expect(pages).toBe(5);
    expect(problems).toEqual([
      { where: '/x/react-data-grid/editing/', problem: 'no Markdown at /x/react-data-grid/editing.md' },
      { where: '/x/react-data-grid/editing/', problem: 'its HTML names 0 Markdown files, not 1' },
      { where: '/x/v7/', problem: 'no Markdown at /x/v7/index.md' },
      { where: '/x/v7/', problem: 'its HTML names /x/v7/index.md, which is not in the build' },
      {
        where: '/x/zh/react-data-grid/editing/',
        problem: 'its HTML names /x/react-data-grid/editing.md, which is not in the build',
      },
    ]);
  });

  it('reads the Markdown link of a page whatever the order and quoting of its attributes', () => {
    expect(
      markdownAlternates(
        '<link data-rh=true rel=alternate href=https://docs.example/x/a/ hreflang=en /><link data-rh=true rel=alternate type=text/markdown href=/x/a.md />',
      ),
    ).toEqual(['/x/a.md']);
    expect(
      markdownAlternates(
        '<link href="/x/a.md" type="text/markdown" rel="alternate"/><link rel="canonical" href="/x/a/">',
      ),
    ).toEqual(['/x/a.md']);
  });
});

describe('expectedLlmsFiles', () => {
  it('wants one llms.txt per version and locale, and two files per product with pages there', () => {
    const dir = build({
      'content-manifest.json': manifest('en', [page('/x/react-data-grid/'), page('/x/v7/', '7.x', null)]),
      'zh/content-manifest.json': manifest('zh', [page('/x/zh/react-charts/', 'current', 'charts')]),
    });
    expect(expectedLlmsFiles(localeBuilds(dir))).toEqual([
      '/x/llms.txt',
      '/x/react-data-grid/llms-full.txt',
      '/x/react-data-grid/llms.txt',
      '/x/v7/llms.txt',
      '/x/zh/llms.txt',
      '/x/zh/react-charts/llms-full.txt',
      '/x/zh/react-charts/llms.txt',
    ]);
  });
});

describe('links', () => {
  const dir = build({
    'llms.txt':
      '# MUI X\n\n> Summary.\n\nFull text: https://docs.example/x/react-data-grid/llms-full.txt.\n\n## Products\n\n- [Data Grid](https://docs.example/x/react-data-grid/llms.txt): Grid.\n',
    'react-data-grid/llms.txt': '# Data Grid\n',
    'react-data-grid/sorting/index.html': '<html></html>',
  });

  it('reads link targets and bare addresses', () => {
    expect(
      linksOf(
        'See [a](https://docs.example/x/a.md#b), <https://docs.example/x/d.md> and https://docs.example/x/c.txt.',
      ),
    ).toEqual([
      'https://docs.example/x/a.md#b',
      'https://docs.example/x/d.md',
      'https://docs.example/x/c.txt',
    ]);
    expect(siteOrigin(dir)).toBe('https://docs.example');
  });

  it('resolves a link to a file or a page folder of the build, and names what is missing', () => {
    expect(linkProblem(dir, 'https://docs.example/x/react-data-grid/llms.txt')).toBeNull();
    expect(linkProblem(dir, 'https://docs.example/x/react-data-grid/sorting/')).toBeNull();
    expect(linkProblem(dir, 'https://docs.example/x/react-data-grid/llms-full.txt')).toBe(
      'https://docs.example/x/react-data-grid/llms-full.txt is not in the build (no react-data-grid/llms-full.txt)',
    );
    expect(linkProblem(dir, 'https://docs.example/elsewhere.md')).toBe(
      'https://docs.example/elsewhere.md is outside the site (/x/)',
    );
  });
});

describe('filesUnder', () => {
  it('lists the files of every folder that pass the filter, as paths with /', () => {
    const dir = build({ 'a.md': '', 'zh/b.md': '', 'zh/v7/c.md': '', 'd.html': '' });
    expect(filesUnder(dir, (name) => name.endsWith('.md'))).toEqual(['a.md', 'zh/b.md', 'zh/v7/c.md']);
  });
});

describe('markdownFileProblems', () => {
  it('reports MDX left in a Markdown file, with its line', async () => {
    const dir = build({
      'page.md': '# Page\n\n```tsx\nimport X from "x";\n```\n\n<Demo file="./demos/X.tsx" />\n',
    });
    expect(await markdownFileProblems(dir, 'page.md')).toEqual([
      { where: 'page.md:7', problem: 'an HTML or JSX tag "<Demo file=\\"./demos/X.tsx\\" />"' },
    ]);
  });
});
