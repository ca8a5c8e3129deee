import {
  canonicalPath,
  languagesOf,
  normalizePathname,
  parseSitePath,
  productInfo,
  splitLanguagePrefix,
  usesStandardLayout,
  withLanguagePrefix,
} from './routeRules';

describe('normalizePathname', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['x/react-charts/', '/x/react-charts/'],
    ['//x///react-charts//', '/x/react-charts/'],
    ['/x/react-charts/?tab=api', '/x/react-charts/'],
    ['/x/react-charts/#bars', '/x/react-charts/'],
    ['/x/react-charts?x=1#top', '/x/react-charts'],
    ['?only=query', '/'],
    ['#only-hash', '/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

describe('splitLanguagePrefix', () => {
  it.each([
    ['/zh/x/react-charts/', 'zh', '/x/react-charts/'],
    ['/en/x/', 'en', '/x/'],
    ['/zh', 'zh', '/'],
    ['/zh/', 'zh', '/'],
    ['/fr/x/', null, '/fr/x/'],
    ['/zhx/', null, '/zhx/'],
    ['/ZH/x/', null, '/ZH/x/'],
    ['/x/zh/', null, '/x/zh/'],
    ['', null, '/'],
    ['//zh//x', 'zh', '/x'],
  ])('%j → %j + %j', (input, language, path) => {
    expect(splitLanguagePrefix(input)).toEqual({ language, path });
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/x/react-data-grid/', '/x/react-data-grid'],
    ['/zh/x/react-data-grid/editing/#cell-editing', '/x/react-data-grid/editing'],
    ['/x/react-data-grid/editing/?utm=1', '/x/react-data-grid/editing'],
    ['/api/button/', '/api-docs/button'],
    ['/zh/api/button/', '/api-docs/button'],
    ['/api', '/api-docs'],
    ['/api-docs/button/', '/api-docs/button'],
    ['/apis/', '/apis'],
    ['/x/api/data-grid/', '/x/api/data-grid'],
    ['/', '/'],
    ['', '/'],
    ['/zh/', '/'],
    ['//x//react-charts//', '/x/react-charts'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('productInfo', () => {
  it.each([
    ['/x/react-data-grid/', 'x', 'x-data-grid'],
    ['/x/react-data-grid/editing/', 'x', 'x-data-grid'],
    ['/x/api/data-grid/data-grid/', 'x', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/', 'x', 'x-date-pickers'],
    ['/x/api/date-pickers/date-picker/', 'x', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x', 'x-charts'],
    ['/x/api/charts/bar-chart/', 'x', 'x-charts'],
    ['/x/react-tree-view/rich-tree-view/items/', 'x', 'x-tree-view'],
    ['/x/api/tree-view/rich-tree-view/', 'x', 'x-tree-view'],
    ['/x/v7/react-charts/bars/', 'x', 'x-charts'],
    ['/x/v7/api/data-grid/', 'x', 'x-data-grid'],
    ['/zh/x/react-charts/', 'x', 'x-charts'],
    ['/x/introduction/', 'x', null],
    ['/x/', 'x', null],
    ['/x', 'x', null],
    ['/x/react-unknown/', 'x', null],
    ['/x/api/', 'x', null],
    ['/x/api/unknown/', 'x', null],
    ['/material-ui/react-button/', 'core', 'material-ui'],
    ['/joy-ui/getting-started/', 'core', 'joy-ui'],
    ['/base-ui/', 'core', 'base-ui'],
    ['/system/getting-started/', 'core', 'system'],
    ['/toolpad/studio/', 'toolpad', 'toolpad'],
    ['/docs/', 'docs', 'docs'],
    ['/versions/', 'docs', 'versions'],
    ['/production-error/?code=1', 'docs', 'production-error'],
    ['/experiments/docs/demos/', 'docs', 'experiments'],
    ['/experiments/', null, null],
    ['/xylophone/', null, null],
    ['/systems/', null, null],
    ['/blog/', null, null],
    ['', null, null],
    ['/fr/x/react-charts/', null, null],
  ])('%j → %j / %j', (input, productCategoryId, productId) => {
    expect(productInfo(input)).toEqual({ productCategoryId, productId });
  });
});

describe('parseSitePath (base /x/)', () => {
  const base = '/x/';

  it.each([
    ['/x/', 'en', null, '/x', '/'],
    ['/x/react-data-grid/', 'en', null, '/x/react-data-grid', '/react-data-grid'],
    ['/x/zh/react-data-grid/', 'zh', null, '/x/react-data-grid', '/react-data-grid'],
    ['/x/zh/', 'zh', null, '/x', '/'],
    ['/x/zh', 'zh', null, '/x', '/'],
    ['/x/v7/react-charts/bars/', 'en', 'v7', '/x/v7/react-charts/bars', '/react-charts/bars'],
    ['/x/zh/v6/', 'zh', 'v6', '/x/v6', '/'],
    ['/zh/x/v5/react-tree-view/', 'zh', 'v5', '/x/v5/react-tree-view', '/react-tree-view'],
    ['/x/en/react-charts/', 'en', null, '/x/react-charts', '/react-charts'],
    ['//x//zh//api/charts/#props', 'zh', null, '/x/api/charts', '/api/charts'],
  ])('%j → %s, version %j, %j, page %j', (input, language, version, canonical, page) => {
    const route = parseSitePath(input, base);
    expect(route).toMatchObject({ language, version, canonical, page });
  });

  it('carries the product of the canonical path, across languages and versions', () => {
    expect(parseSitePath('/x/zh/api/data-grid/data-grid/', base).product).toEqual({
      productCategoryId: 'x',
      productId: 'x-data-grid',
    });
    expect(parseSitePath('/x/zh/v7/react-date-pickers/', base).product.productId).toBe('x-date-pickers');
    expect(parseSitePath('/x/v4/api/tree-view/', base).product.productId).toBe('x-tree-view');
  });

  it('reads a path outside the base URL in the mui.com shape', () => {
    expect(parseSitePath('/zh/material-ui/', base)).toMatchObject({
      language: 'zh',
      canonical: '/material-ui',
      product: { productCategoryId: 'core', productId: 'material-ui' },
    });
    expect(parseSitePath('/xy/', base).product).toEqual({ productCategoryId: null, productId: null });
  });

  it('accepts a base URL written without its trailing slash', () => {
    expect(parseSitePath('/x/zh/react-charts/', '/x').language).toBe('zh');
  });

  it('with base "/", a leading language is the only language prefix', () => {
    expect(parseSitePath('/zh/x/react-charts/', '/')).toMatchObject({
      language: 'zh',
      canonical: '/x/react-charts',
      page: '/x/react-charts',
    });
  });
});

describe('languagesOf', () => {
  it('offers every language for documentation pages', () => {
    expect(languagesOf('/x/react-charts/')).toEqual(['en', 'zh']);
    expect(languagesOf('/')).toEqual(['en', 'zh']);
  });

  it.each(['/blog/', '/blog', '/blog/mui-x-v8/', '/zh/blog/post/#intro'])(
    'leaves blog path %j out',
    (path) => {
      expect(languagesOf(path)).toEqual(['en']);
    },
  );

  it('does not mistake a path that merely starts with "blog"', () => {
    expect(languagesOf('/blogging/')).toEqual(['en', 'zh']);
  });
});

describe('withLanguagePrefix', () => {
  it('adds the prefix for a non-English reader only', () => {
    expect(withLanguagePrefix('/versions/', 'zh')).toBe('/zh/versions/');
    expect(withLanguagePrefix('/versions/', 'en')).toBe('/versions/');
    expect(withLanguagePrefix('versions//', 'zh')).toBe('/zh/versions/');
  });
});

describe('usesStandardLayout', () => {
  it.each([
    ['/playground/', '/'],
    ['/playground', '/'],
    ['/zh/playground/grid/', '/'],
    ['/x/playground/', '/x/'],
    ['/x/zh/playground/demo/?q=1', '/x/'],
    ['/x/v7/playground/', '/x/'],
  ])('%j (base %j) renders without the layout wrapper', (path, base) => {
    expect(usesStandardLayout(path, base)).toBe(false);
  });

  it.each([
    ['/', '/'],
    ['/playgrounds/', '/'],
    ['/x/react-data-grid/playground/', '/x/'],
    ['/x/', '/x/'],
    ['', '/'],
  ])('%j (base %j) keeps the standard layout', (path, base) => {
    expect(usesStandardLayout(path, base)).toBe(true);
  });
});
