import { productById, productOfPackage, productOfPath } from './products';

describe('productOfPath', () => {
  it.each([
    ['/x/react-data-grid/editing/', 'data-grid'],
    ['/x/react-date-pickers/date-picker/', 'date-pickers'],
    ['/x/react-charts/bars/', 'charts'],
    ['/x/react-tree-view/rich-tree-view/items/', 'tree-view'],
    ['/x/zh/react-data-grid/', 'data-grid'],
    ['/x/v7/react-charts/bars/#stacking', 'charts'],
  ])('assigns the guide %s to %s', (path, product) => {
    expect(productOfPath(path)).toEqual({ product, api: false });
  });

  it.each([
    ['/x/api/data-grid/data-grid/', 'data-grid'],
    ['/x/api/date-pickers/date-picker/', 'date-pickers'],
    ['/x/api/charts/bar-chart/', 'charts'],
    ['/x/zh/v7/api/tree-view/rich-tree-view/?tab=props', 'tree-view'],
  ])('labels %s as the API of %s', (path, product) => {
    expect(productOfPath(path)).toEqual({ product, api: true });
  });

  it.each(['/x/', '/x/introduction/installation/', '/x/api/', '/x/api/unknown/', '', 'not a path'])(
    'gives no product for %p',
    (path) => {
      expect(productOfPath(path)).toEqual({ product: null, api: false });
    },
  );

  it('names products', () => {
    expect(productById('date-pickers').name).toBe('Date and Time Pickers');
  });
});

describe('productOfPackage', () => {
  it('names the product and plan of each MUI X package, and nothing for others', () => {
    expect(productOfPackage('@mui/x-data-grid-premium')).toEqual({ product: 'data-grid', plan: 'premium' });
    expect(productOfPackage('@mui/x-charts')).toEqual({ product: 'charts', plan: 'mit' });
    expect(productOfPackage('@mui/x-tree-view-pro')).toEqual({ product: 'tree-view', plan: 'pro' });
    expect(productOfPackage('@mui/material')).toBeNull();
  });
});
