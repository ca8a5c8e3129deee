/** The four products and the page each one starts at. Product names are not translated. */
export interface ProductEntryPoint {
  name: string;
  path: string;
}

export const PRODUCT_ENTRY_POINTS: readonly ProductEntryPoint[] = [
  { name: 'Data Grid', path: '/react-data-grid/' },
  { name: 'Date and Time Pickers', path: '/react-date-pickers/date-picker/' },
  { name: 'Charts', path: '/react-charts/bars/' },
  { name: 'Tree View', path: '/react-tree-view/rich-tree-view/items/' },
];
