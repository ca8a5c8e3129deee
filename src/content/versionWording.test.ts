/**
 * @jest-environment node
 *
 * One version story (README, Versions): the current docs speak of their
 * version as "v8", and only the installation page names the exact package
 * versions the demos run, through a table read from package.json. So no
 * page of the current docs, in any language, types the installed version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import packageJson from '../../package.json';

const SITE_DIR = join(__dirname, '..', '..');
const CURRENT_DOCS = ['docs', 'i18n/zh/docusaurus-plugin-content-docs/current'];

function pages(root: string): string[] {
  return readdirSync(join(SITE_DIR, root), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.mdx?$/.test(path) && !path.startsWith('api/'))
    .map((path) => join(root, path));
}

it('no page of the current docs types the installed MUI X version; they say v8', () => {
  const installed = packageJson.dependencies['@mui/x-data-grid'];
  const [major, minor] = installed.split('.');
  // The installed release (8.29.3) or its minor line (8.29), as a version number.
  const typed = new RegExp(`(?<![\\d.])v?${major}\\.${minor}(\\.\\d+)?(?![\\d.]*\\d)`);
  const found = CURRENT_DOCS.flatMap(pages).flatMap((page) =>
    readFileSync(join(SITE_DIR, page), 'utf8')
      .split('\n')
      .map((line, index) => ({ line, where: `${page}:${index + 1}` }))
      .filter(({ line }) => typed.test(line))
      .map(({ where, line }) => `${where}: ${line.trim().slice(0, 120)}`),
  );
  expect(found).toEqual([]);
});
