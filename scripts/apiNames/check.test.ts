/** @jest-environment node */
import {
  checkPage,
  editDistance,
  formatResult,
  guidePages,
  isLocaleCode,
  nearestNames,
  pageProduct,
  Resolver,
  type CheckResult,
  type GuidePage,
} from './check';
import { NameIndex } from './nameIndex';

const siteDir = process.cwd();
const index = new NameIndex(siteDir);

const emptyResult = (): CheckResult => ({
  pages: 0,
  spans: 0,
  checked: 0,
  pageCode: 0,
  allowListed: 0,
  recognized: {},
  problems: [],
});

const page: GuidePage = {
  file: 'docs/react-data-grid/example.mdx',
  version: 'current',
  docPath: 'react-data-grid/example.mdx',
  englishFile: null,
};

function check(text: string, allow: { name: string; reason: string }[] = [], local = new Set<string>()) {
  const resolver = new Resolver(
    [index.version('current')],
    'data-grid',
    index.others(),
    index.packageNames(),
  );
  const result = emptyResult();
  checkPage({ page, text, allow, local }, resolver, result);
  return result;
}

describe('scripts/apiNames/check', () => {
  it('measures edit distance with transpositions, and suggests the nearest names', () => {
    expect(editDistance('pageSize', 'pageSize')).toBe(0);
    expect(editDistance('pagesize', 'pageSize')).toBe(0.5);
    expect(editDistance('pageSzie', 'pageSize')).toBe(1);
    expect(nearestNames('checkboxSelectoin', ['checkboxSelection', 'rows', 'checkbox'])).toEqual([
      'checkboxSelection',
    ]);
  });

  it('knows locale codes', () => {
    expect(isLocaleCode('fa')).toBe(true);
    expect(isLocaleCode('de-AT')).toBe(true);
    expect(isLocaleCode('qz')).toBe(false);
  });

  it('passes real props, methods, events, slots, classes and entry points of the installed grid', () => {
    const result = check(
      [
        'Set `checkboxSelection`, call `apiRef.current.setFilterModel(model)`, listen to `rowClick`,',
        'replace `slots.toolbar`, style `.MuiDataGrid-cell`, translate `noRowsLabel`,',
        'and import from `@mui/x-data-grid-pro/DataGridPro`: `<DataGridPro checkboxSelectionVisibleOnly />`.',
      ].join('\n'),
    );
    expect(result.problems).toEqual([]);
    expect(result.checked).toBe(8);
  });

  it('fails an invented prop in prose with its line and the nearest real names', () => {
    const result = check('Intro.\n\nTurn on `checkboxSelectoin` to show the boxes.');
    expect(result.problems).toEqual([
      {
        file: 'docs/react-data-grid/example.mdx',
        line: 3,
        span: 'checkboxSelectoin',
        message: expect.stringMatching(/^unknown name "checkboxSelectoin"\. Nearest: checkboxSelection/),
      },
    ]);
  });

  it('fails a real name used where it does not belong', () => {
    const problems = check(
      '`<DataGrid checkboxSelectionVisibleOnly />`, `apiRef.current.setPageSizes()`, `slots.sidePanel`, `@mui/x-charts/DataGrid`',
    ).problems.map((problem) => problem.message);
    expect(problems).toEqual([
      expect.stringMatching(/^"checkboxSelectionVisibleOnly" is not a prop of DataGrid\./),
      expect.stringMatching(/^"setPageSizes" is not a method of the API object\. Nearest: setPageSize/),
      expect.stringMatching(/^"sidePanel" is not a slot\./),
      expect.stringMatching(/^@mui\/x-charts has no entry point "DataGrid"\./),
    ]);
  });

  it("accepts the page's own code names and allow-listed names, and reports unused allowances", () => {
    expect(check('The `daysOut` field.', [], new Set(['daysOut']))).toMatchObject({
      problems: [],
      pageCode: 1,
    });
    const allowed = check('The `SUM` formula.', [{ name: 'SUM', reason: 'an Excel function' }]);
    expect(allowed).toMatchObject({ problems: [], allowListed: 1, checked: 1 });
    const unused = check('Nothing here.', [{ name: 'SUM', reason: 'an Excel function' }]);
    expect(unused.problems.map((problem) => problem.message)).toEqual([
      'api_names_allow lists "SUM", which no span of the page needs: remove it.',
    ]);
  });

  it('resolves an archived version against its names list, and a migration guide against both', () => {
    const v7 = new Resolver([index.version('7.x')], 'data-grid', index.others(), index.packageNames());
    expect(v7.resolve({ name: 'unstable_dataSource', context: { kind: 'name' } })).toEqual({
      ok: true,
      via: 'api',
    });
    const current = new Resolver(
      [index.version('current')],
      'data-grid',
      index.others(),
      index.packageNames(),
    );
    expect(current.resolve({ name: 'unstable_dataSource', context: { kind: 'name' } }).ok).toBe(false);
  });

  it('reads the product of a page from its front matter, else from its folder', () => {
    expect(pageProduct({ product: 'charts' }, 'migration/migration-charts-v7.md')).toBe('charts');
    expect(pageProduct({}, 'react-tree-view/overview.mdx')).toBe('tree-view');
    expect(pageProduct({}, 'introduction/overview.md')).toBeNull();
  });

  it('covers the guide pages of every version and locale, not the generated API pages', () => {
    const pages = guidePages(siteDir);
    expect(pages.some((entry) => entry.file.startsWith('docs/api/'))).toBe(false);
    expect(new Set(pages.map((entry) => entry.version))).toEqual(
      new Set(['current', '7.x', '6.x', '5.x', '4.x']),
    );
    const translated = pages.find((entry) => entry.file.startsWith('i18n/zh/'));
    expect(translated?.englishFile).toMatch(/^docs\//);
  });

  it('fails when allow-listed spans exceed 5 % of the spans checked', () => {
    const result = { ...emptyResult(), checked: 100, allowListed: 6 };
    expect(formatResult(result).ok).toBe(false);
    expect(formatResult({ ...result, allowListed: 5 }).ok).toBe(true);
  });
});
