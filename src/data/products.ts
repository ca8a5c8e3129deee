/**
 * The four products, once: their names (not translated), the path segment of
 * their guides (`/react-data-grid/…`; the API reference uses the id:
 * `/api/data-grid/…`), the page each starts at, and the analytics product id.
 */
export const PRODUCTS = [
  {
    id: 'data-grid',
    name: 'Data Grid',
    guideSegment: 'react-data-grid',
    path: '/react-data-grid/',
    analyticsId: 'x-data-grid',
  },
  {
    id: 'date-pickers',
    name: 'Date and Time Pickers',
    guideSegment: 'react-date-pickers',
    path: '/react-date-pickers/date-picker/',
    analyticsId: 'x-date-pickers',
  },
  {
    id: 'charts',
    name: 'Charts',
    guideSegment: 'react-charts',
    path: '/react-charts/bars/',
    analyticsId: 'x-charts',
  },
  {
    id: 'tree-view',
    name: 'Tree View',
    guideSegment: 'react-tree-view',
    path: '/react-tree-view/rich-tree-view/items/',
    analyticsId: 'x-tree-view',
  },
] as const;

export type Product = (typeof PRODUCTS)[number];
export type ProductId = Product['id'];
