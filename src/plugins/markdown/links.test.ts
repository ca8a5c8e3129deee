/** @jest-environment node */
import { join } from 'node:path';
import { LinkResolver, type SiteDoc, type SiteUrls } from './links';

const SITE = '/site';
const ZH: SiteUrls = {
  current: 'zh',
  default: 'en',
  baseUrl: '/x/zh/',
  defaultBaseUrl: '/x/',
  url: 'https://docs.example',
  defaultUrl: 'https://docs.example',
};

function doc(file: string, permalink: string, version = 'current'): SiteDoc {
  return {
    id: permalink,
    version,
    permalink,
    slug: permalink.replace(/^\/x\/zh(\/v7)?/, '') || '/',
    source: `@site/${file}`,
    sourcePath: join(SITE, file),
    title: permalink,
    description: '',
  };
}

const TRANSLATED = 'i18n/zh/docusaurus-plugin-content-docs/current';
const docs = [
  doc(`${TRANSLATED}/react-data-grid/sorting.mdx`, '/x/zh/react-data-grid/sorting/'),
  doc('docs/react-data-grid/editing/index.mdx', '/x/zh/react-data-grid/editing/'),
  doc('docs/react-data-grid/filtering/index.mdx', '/x/zh/react-data-grid/filtering/'),
  doc(`${TRANSLATED}/react-data-grid/overview.mdx`, '/x/zh/react-data-grid/'),
  doc('versioned_docs/version-7.x/react-data-grid/overview.md', '/x/zh/v7/react-data-grid/', '7.x'),
  doc(
    'versioned_docs/version-7.x/introduction/installation.md',
    '/x/zh/v7/introduction/installation/',
    '7.x',
  ),
];
const links = new LinkResolver(docs, ZH, SITE);
const sorting = join(SITE, TRANSLATED, 'react-data-grid/sorting.mdx');

describe('LinkResolver in a translated locale', () => {
  it("sends links to untranslated pages to the English Markdown, and translated ones to the locale's", () => {
    expect(links.resolve('./editing/index.mdx#rows', sorting)).toBe(
      'https://docs.example/x/react-data-grid/editing.md#rows',
    );
    expect(links.resolve('/react-data-grid/overview.mdx', sorting)).toBe(
      'https://docs.example/x/zh/react-data-grid.md',
    );
    expect(links.resolve('/react-data-grid/filtering/', sorting)).toBe(
      'https://docs.example/x/react-data-grid/filtering.md',
    );
  });

  it("points an anchor to the page's own Markdown and keeps other addresses, made absolute", () => {
    expect(links.resolve('#comparators', sorting)).toBe(
      'https://docs.example/x/zh/react-data-grid/sorting.md#comparators',
    );
    expect(links.resolve('/playground/', sorting)).toBe('https://docs.example/x/zh/playground/');
    expect(links.resolve('https://github.com/mui/mui-x', sorting)).toBe('https://github.com/mui/mui-x');
  });

  it("resolves file links inside the linking page's version", () => {
    const overview7 = join(SITE, 'versioned_docs/version-7.x/react-data-grid/overview.md');
    expect(links.resolve('/introduction/installation.md', overview7)).toBe(
      'https://docs.example/x/v7/introduction/installation.md',
    );
    expect(() => links.resolve('./missing.md', overview7)).toThrow(
      'Markdown of versioned_docs/version-7.x/react-data-grid/overview.md: the link ./missing.md leads to no page of version 7.x.',
    );
  });
});
