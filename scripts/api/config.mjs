/**
 * What the API reference covers: the packages of the products (one table for
 * the whole site: src/data/products.ts) and the public interfaces that get a
 * page of their own next to the components. Everything else is read from the
 * installed packages.
 */
import { PRODUCT_PLANS, PRODUCTS } from '../../src/data/products.ts';
import { LIVE_ARCHIVED_VERSIONS } from '../../src/data/versionPackages.ts';
import { apiDataDir, apiGuidesFolder } from '../../src/data/apiReference.ts';

/** Plans from the most open to the most restricted; a component's plan is the first that exports it. */
export const PLAN_ORDER = PRODUCT_PLANS;

/** Every package of every product (src/data/products.ts), with its product and plan. */
export const API_PACKAGES = PRODUCTS.flatMap((product) =>
  product.packages.map((pkg) => ({ name: pkg.name, product: product.id, plan: pkg.plan })),
);

/** Products in sidebar order, with the heading of their index page. */
export const API_PRODUCTS = PRODUCTS;

/** The pickers' type pages: the same exports in v7 and v8. */
const PICKERS_INTERFACES = [
  ['ValidateDateProps', '@mui/x-date-pickers'],
  ['ValidateTimeProps', '@mui/x-date-pickers'],
  ['ValidateDateTimeProps', '@mui/x-date-pickers'],
  ['DateValidationError', '@mui/x-date-pickers'],
  ['TimeValidationError', '@mui/x-date-pickers'],
  ['DateTimeValidationError', '@mui/x-date-pickers'],
  ['DateView', '@mui/x-date-pickers'],
  ['TimeView', '@mui/x-date-pickers'],
  ['DateOrTimeView', '@mui/x-date-pickers'],
  ['ValidateDateRangeProps', '@mui/x-date-pickers-pro'],
  ['DateRangeValidationError', '@mui/x-date-pickers-pro'],
  ['DateRange', '@mui/x-date-pickers-pro'],
];

/**
 * Public interfaces and types documented on pages of their own, per product:
 * the name and the package whose root entry exports the wanted meaning (the
 * grid's `GridApi` differs between plans, so the package matters).
 */
export const API_INTERFACES = {
  'data-grid': [
    ['GridApi', '@mui/x-data-grid'],
    ['GridApiPro', '@mui/x-data-grid-pro'],
    ['GridApiPremium', '@mui/x-data-grid-premium'],
    ['GridColDef', '@mui/x-data-grid'],
    ['GridFilterModel', '@mui/x-data-grid'],
    ['GridFilterItem', '@mui/x-data-grid'],
    ['GridSortModel', '@mui/x-data-grid'],
    ['GridRowModel', '@mui/x-data-grid'],
    ['GridRowsProp', '@mui/x-data-grid'],
    ['GridRowSelectionModel', '@mui/x-data-grid'],
    ['GridPaginationModel', '@mui/x-data-grid'],
    // Parameter, option and model types the guides link to.
    ['GridActionsColDef', '@mui/x-data-grid'],
    ['GridAggregationFunction', '@mui/x-data-grid-premium'],
    ['GridCellEditStartParams', '@mui/x-data-grid'],
    ['GridCellEditStopParams', '@mui/x-data-grid'],
    ['GridCellParams', '@mui/x-data-grid'],
    ['GridColTypeDef', '@mui/x-data-grid'],
    ['GridColumnGroup', '@mui/x-data-grid'],
    ['GridColumnGroupHeaderParams', '@mui/x-data-grid'],
    ['GridColumnHeaderParams', '@mui/x-data-grid'],
    ['GridColumnMenuProps', '@mui/x-data-grid'],
    ['GridColumnOrderChangeParams', '@mui/x-data-grid'],
    ['GridColumnPinningApi', '@mui/x-data-grid-pro'],
    ['GridColumnResizeParams', '@mui/x-data-grid'],
    ['GridColumnVisibilityModel', '@mui/x-data-grid'],
    ['GridCsvExportOptions', '@mui/x-data-grid'],
    ['GridDataSource', '@mui/x-data-grid'],
    ['GridDataSourceCache', '@mui/x-data-grid'],
    ['GridEventLookup', '@mui/x-data-grid'],
    ['GridExcelExportOptions', '@mui/x-data-grid-premium'],
    ['GridFilterOperator', '@mui/x-data-grid'],
    ['GridGetRowsParams', '@mui/x-data-grid'],
    ['GridGetRowsResponse', '@mui/x-data-grid'],
    ['GridInitialState', '@mui/x-data-grid'],
    ['GridListViewColDef', '@mui/x-data-grid-pro'],
    ['GridLocaleText', '@mui/x-data-grid'],
    ['GridPaginationMeta', '@mui/x-data-grid'],
    ['GridPinnedColumnFields', '@mui/x-data-grid'],
    ['GridPinnedRowsProp', '@mui/x-data-grid-pro'],
    ['GridPivotModel', '@mui/x-data-grid-premium'],
    ['GridPrintExportOptions', '@mui/x-data-grid'],
    ['GridRenderCellParams', '@mui/x-data-grid'],
    ['GridRenderEditCellParams', '@mui/x-data-grid'],
    ['GridRowClassNameParams', '@mui/x-data-grid'],
    ['GridRowEditStartParams', '@mui/x-data-grid'],
    ['GridRowEditStopParams', '@mui/x-data-grid'],
    ['GridRowHeightParams', '@mui/x-data-grid'],
    ['GridRowOrderChangeParams', '@mui/x-data-grid-pro'],
    ['GridRowParams', '@mui/x-data-grid'],
    ['GridRowSpacingParams', '@mui/x-data-grid'],
    ['GridSingleSelectColDef', '@mui/x-data-grid'],
    ['GridSlotProps', '@mui/x-data-grid'],
    ['GridSlotsComponent', '@mui/x-data-grid'],
  ],
  'date-pickers': PICKERS_INTERFACES,
  charts: [
    ['AllSeriesType', '@mui/x-charts'],
    ['BarSeriesType', '@mui/x-charts'],
    ['LineSeriesType', '@mui/x-charts'],
    ['PieSeriesType', '@mui/x-charts'],
    ['ScatterSeriesType', '@mui/x-charts'],
    ['RadarSeriesType', '@mui/x-charts'],
    ['HeatmapSeriesType', '@mui/x-charts-pro'],
    ['FunnelSeriesType', '@mui/x-charts-pro'],
    ['SankeySeriesType', '@mui/x-charts-pro'],
    ['AxisConfig', '@mui/x-charts'],
    ['XAxis', '@mui/x-charts'],
    ['YAxis', '@mui/x-charts'],
  ],
  'tree-view': [
    ['TreeViewBaseItem', '@mui/x-tree-view'],
    ['TreeViewDefaultItemModelProperties', '@mui/x-tree-view'],
    ['TreeViewItemId', '@mui/x-tree-view'],
    ['RichTreeViewApiRef', '@mui/x-tree-view'],
    ['SimpleTreeViewApiRef', '@mui/x-tree-view'],
    ['RichTreeViewProApiRef', '@mui/x-tree-view-pro'],
  ],
};

/**
 * Interfaces of the v7 packages documented on pages of their own: those of the
 * list above that v7 exports from that package's root entry (the others came
 * with v8), plus v7's own names for what v8 renamed.
 */
export const API_INTERFACES_V7 = {
  'data-grid': [
    // v7 exports the Premium API from the Premium package as `GridApi` only, so it gets no page of its own here.
    ['GridApi', '@mui/x-data-grid'],
    ['GridApiPro', '@mui/x-data-grid-pro'],
    ['GridColDef', '@mui/x-data-grid'],
    ['GridFilterModel', '@mui/x-data-grid'],
    ['GridFilterItem', '@mui/x-data-grid'],
    ['GridSortModel', '@mui/x-data-grid'],
    ['GridRowModel', '@mui/x-data-grid'],
    ['GridRowsProp', '@mui/x-data-grid'],
    ['GridRowSelectionModel', '@mui/x-data-grid'],
    ['GridPaginationModel', '@mui/x-data-grid'],
    ['GridActionsColDef', '@mui/x-data-grid'],
    ['GridAggregationFunction', '@mui/x-data-grid-premium'],
    ['GridCellEditStartParams', '@mui/x-data-grid'],
    ['GridCellEditStopParams', '@mui/x-data-grid'],
    ['GridCellParams', '@mui/x-data-grid'],
    ['GridColTypeDef', '@mui/x-data-grid'],
    ['GridColumnGroup', '@mui/x-data-grid'],
    ['GridColumnGroupHeaderParams', '@mui/x-data-grid'],
    ['GridColumnHeaderParams', '@mui/x-data-grid'],
    ['GridColumnMenuProps', '@mui/x-data-grid'],
    ['GridColumnOrderChangeParams', '@mui/x-data-grid'],
    ['GridColumnPinningApi', '@mui/x-data-grid-pro'],
    ['GridColumnResizeParams', '@mui/x-data-grid'],
    ['GridColumnVisibilityModel', '@mui/x-data-grid'],
    ['GridCsvExportOptions', '@mui/x-data-grid'],
    // v7's server-side data source is a Pro feature, exported by the Pro package.
    ['GridDataSource', '@mui/x-data-grid-pro'],
    ['GridEventLookup', '@mui/x-data-grid'],
    ['GridExcelExportOptions', '@mui/x-data-grid-premium'],
    ['GridFilterOperator', '@mui/x-data-grid'],
    ['GridInitialState', '@mui/x-data-grid'],
    ['GridLocaleText', '@mui/x-data-grid'],
    ['GridPinnedColumnFields', '@mui/x-data-grid'],
    ['GridPinnedRowsProp', '@mui/x-data-grid-pro'],
    ['GridPrintExportOptions', '@mui/x-data-grid'],
    ['GridRenderCellParams', '@mui/x-data-grid'],
    ['GridRenderEditCellParams', '@mui/x-data-grid'],
    ['GridRowClassNameParams', '@mui/x-data-grid'],
    ['GridRowEditStartParams', '@mui/x-data-grid'],
    ['GridRowEditStopParams', '@mui/x-data-grid'],
    ['GridRowHeightParams', '@mui/x-data-grid'],
    ['GridRowOrderChangeParams', '@mui/x-data-grid-pro'],
    ['GridRowParams', '@mui/x-data-grid'],
    ['GridRowSpacingParams', '@mui/x-data-grid'],
    ['GridSingleSelectColDef', '@mui/x-data-grid'],
    ['GridSlotProps', '@mui/x-data-grid'],
    ['GridSlotsComponent', '@mui/x-data-grid'],
  ],
  'date-pickers': PICKERS_INTERFACES,
  charts: [
    ['AllSeriesType', '@mui/x-charts'],
    ['BarSeriesType', '@mui/x-charts'],
    ['LineSeriesType', '@mui/x-charts'],
    ['PieSeriesType', '@mui/x-charts'],
    ['ScatterSeriesType', '@mui/x-charts'],
    ['AxisConfig', '@mui/x-charts'],
  ],
  'tree-view': [
    ['TreeViewBaseItem', '@mui/x-tree-view'],
    ['TreeViewItemId', '@mui/x-tree-view'],
  ],
};

/**
 * What the generator writes, per documentation version: the current version
 * from the packages installed under their own names into docs/api/ and
 * src/data/api/; each archived version with its own packages
 * (src/data/versionPackages.ts) from those aliased packages into
 * versioned_docs/version-<name>/api/ and src/data/api-<name>/, served under
 * /<version path>/api/….
 */
export const API_TARGETS = [
  {
    version: 'current',
    docsDir: 'docs/api',
    dataDir: apiDataDir('current'),
    guidesModule: `@generated/x-docs-content/default/${apiGuidesFolder('current')}`,
    routePrefix: '',
    /** Where each package is installed: its own name. */
    installed: {},
    interfaces: API_INTERFACES,
  },
  ...LIVE_ARCHIVED_VERSIONS.map((version) => ({
    version: version.name,
    docsDir: `${version.docsDir}/api`,
    dataDir: apiDataDir(version.name),
    guidesModule: `@generated/x-docs-content/default/${apiGuidesFolder(version.name)}`,
    routePrefix: `/${version.path}`,
    installed: Object.fromEntries(version.packages.map((entry) => [entry.name, entry.alias])),
    interfaces: version.name === '7.x' ? API_INTERFACES_V7 : {},
  })),
];

/** The target of one version (`current`, `7.x`), or an error naming the versions there are. */
export function apiTarget(version) {
  const target = API_TARGETS.find((candidate) => candidate.version === version);
  if (!target) {
    throw new Error(
      `No API reference for version "${version}"; there is one for ${API_TARGETS.map((t) => t.version).join(', ')}.`,
    );
  }
  return target;
}

/** Entry points that are not public API (demo helpers, internals). */
export function isPublicEntry(subpath) {
  return !subpath.includes('*') && !/(^|\/)internals(\/|$)/.test(subpath) && subpath !== './package.json';
}
