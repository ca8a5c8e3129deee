/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mergeArchive } from './buildSite';

function write(root: string, file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

const sitemap = (...paths: string[]) =>
  `<?xml version="1.0"?><urlset>${paths.map((path) => `<url><loc>${path}</loc></url>`).join('')}</urlset>`;
const manifest = (locale: string, ...permalinks: string[]) =>
  JSON.stringify({ schema: 1, locale, pages: permalinks.map((permalink) => ({ permalink })) });

/** A part's output with one page and its asset, in English at the root and in Chinese under `zh/`. */
function part(pages: Record<string, string>, asset: [string, string]): string {
  const root = mkdtempSync(join(tmpdir(), 'part-'));
  for (const [locale, folder] of [
    ['en', ''],
    ['zh', 'zh/'],
  ] as const) {
    for (const [path, html] of Object.entries(pages)) write(root, `${folder}${path}index.html`, html);
    write(root, `${folder}assets/js/${asset[0]}`, asset[1]);
    write(root, `${folder}sitemap.xml`, sitemap(...Object.keys(pages).map((path) => `/x/${folder}${path}`)));
    write(
      root,
      `${folder}content-manifest.json`,
      manifest(locale, ...Object.keys(pages).map((path) => `/x/${folder}${path}`)),
    );
  }
  return root;
}

describe('merging the archive part into the current one', () => {
  const current = part({ 'react-charts/': 'v8 charts' }, ['main.aaaa.js', 'current main']);
  const archive = part({ 'v7/react-charts/': 'v7 charts', 'react-charts/': 'stray copy' }, [
    'main.bbbb.js',
    'archive main',
  ]);
  write(archive, 'v7/react-charts.md', '# Charts v7');
  write(archive, 'version-docs/7.x.json', '{}');
  write(archive, 'search-index/7.x.json', '[]');
  write(archive, 'assets/js/main.aaaa.js', 'same name, kept from the current part');
  mergeArchive(current, archive);
  const read = (file: string) => readFileSync(join(current, file), 'utf8');

  it('brings in the archived versions’ pages, Markdown and indexes, in both locales', () => {
    expect(read('v7/react-charts/index.html')).toBe('v7 charts');
    expect(read('zh/v7/react-charts/index.html')).toBe('v7 charts');
    expect(read('v7/react-charts.md')).toBe('# Charts v7');
    expect(read('version-docs/7.x.json')).toBe('{}');
    expect(read('search-index/7.x.json')).toBe('[]');
  });

  it('keeps the current part’s own pages and assets, and adds the assets it lacks', () => {
    expect(read('react-charts/index.html')).toBe('v8 charts');
    expect(read('assets/js/main.aaaa.js')).toBe('current main');
    expect(read('assets/js/main.bbbb.js')).toBe('archive main');
    expect(read('zh/assets/js/main.bbbb.js')).toBe('archive main');
  });

  it('lists each page once in the sitemap and the content manifest of each locale', () => {
    expect(read('sitemap.xml').match(/<loc>[^<]*<\/loc>/g)).toEqual([
      '<loc>/x/react-charts/</loc>',
      '<loc>/x/v7/react-charts/</loc>',
    ]);
    expect(JSON.parse(read('zh/content-manifest.json'))).toEqual({
      schema: 1,
      locale: 'zh',
      pages: [{ permalink: '/x/zh/react-charts/' }, { permalink: '/x/zh/v7/react-charts/' }],
    });
  });
});
