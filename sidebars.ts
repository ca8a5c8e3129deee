import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { group, page, planned } from './src/navigation/entries';
import { apiReference } from './src/navigation/apiSidebar';

/**
 * The navigation tree of the current version. An entry exists only
 * when its page does. A page's plan, new and unstable badges come from its
 * front matter (`plan: pro`, `newFeature: true`, `unstable: true`); planned
 * features from src/data/roadmap.ts. Archived versions keep their own tree in
 * `versioned_sidebars/`.
 */
// Each product's tree is built from named parts, one per area of its guide.

/** Date and Time Pickers: overview, installation, quickstart, base concepts. */
const pickersGettingStarted = [
  page('react-date-pickers/overview'),
  page('react-date-pickers/quickstart'),
  page('react-date-pickers/base-concepts'),
];

/** Date and Time Pickers: date, time and date-time components. */
const pickersComponents = [
  group('Date components', [
    page('react-date-pickers/date-picker'),
    page('react-date-pickers/date-field'),
    page('react-date-pickers/date-calendar'),
  ]),
  group('Time components', [
    page('react-date-pickers/time-picker'),
    page('react-date-pickers/time-field'),
    page('react-date-pickers/time-clock'),
    page('react-date-pickers/digital-clock'),
  ]),
  group('Date Time components', [
    page('react-date-pickers/date-time-picker'),
    page('react-date-pickers/date-time-field'),
  ]),
];

/** Date and Time Pickers: range components (Pro) and the fields overview, listed under Components. */
const pickersRangeComponents = [
  group('Date Range components', [
    page('react-date-pickers/date-range-picker'),
    page('react-date-pickers/date-range-field'),
    page('react-date-pickers/date-range-calendar'),
  ]),
  group('Time Range components', [
    page('react-date-pickers/time-range-picker'),
    page('react-date-pickers/time-range-field'),
  ]),
  group('Date Time Range components', [
    page('react-date-pickers/date-time-range-picker'),
    page('react-date-pickers/date-time-range-field'),
  ]),
  page('react-date-pickers/fields'),
];

/** Date and Time Pickers: main features (validation, lifecycle, shortcuts, accessibility…). */
const pickersMainFeatures = [
  group(
    'Main features',
    [
      page('react-date-pickers/validation'),
      page('react-date-pickers/lifecycle'),
      page('react-date-pickers/shortcuts'),
      page('react-date-pickers/action-bar'),
      page('react-date-pickers/accessibility'),
    ],
    { key: 'date-pickers-main-features' },
  ),
];

/** Date and Time Pickers: localization and customization. */
const pickersLocalizationAndCustomization = [
  group('Localization', [
    page('react-date-pickers/localization'),
    page('react-date-pickers/adapters-locale'),
    page('react-date-pickers/timezone'),
    page('react-date-pickers/calendar-systems'),
  ]),
  group('Customization', [
    page('react-date-pickers/custom-components'),
    page('react-date-pickers/custom-layout'),
    page('react-date-pickers/custom-field'),
    page('react-date-pickers/custom-opening-button'),
    page('react-date-pickers/styling'),
    page('react-date-pickers/playground'),
  ]),
];

const datePickers = group('Date and Time Pickers', [
  ...pickersGettingStarted,
  group('Components', [...pickersComponents, ...pickersRangeComponents], { key: 'date-pickers-components' }),
  ...pickersMainFeatures,
  ...pickersLocalizationAndCustomization,
  apiReference('date-pickers'),
]);

// ---------------------------------------------------------------------------

/** Charts: overview, quickstart and the chart types. */
const chartsTypes = [
  page('react-charts/overview'),
  page('react-charts/quickstart'),
  page('react-charts/data-model'),
  group('Bars', [page('react-charts/bars'), page('react-charts/bar-demo')]),
  group('Lines', [
    page('react-charts/lines'),
    page('react-charts/line-demo'),
    page('react-charts/areas-demo'),
  ]),
  group('Pie', [page('react-charts/pie'), page('react-charts/pie-demo')]),
  group('Scatter', [page('react-charts/scatter'), page('react-charts/scatter-demo')]),
  page('react-charts/sparkline'),
  page('react-charts/gauge'),
  page('react-charts/radar'),
  page('react-charts/heatmap'),
  group('Funnel', [page('react-charts/funnel'), page('react-charts/pyramid')]),
  page('react-charts/sankey'),
  planned('charts-future-components'),
];

// ---------------------------------------------------------------------------

/** Charts: shared features and resources (hooks, plugins). */
const chartsMainFeatures = [
  page('react-charts/animation'),
  page('react-charts/axis'),
  page('react-charts/brush'),
  page('react-charts/components'),
  page('react-charts/composition'),
  page('react-charts/export'),
  page('react-charts/highlighting'),
  page('react-charts/label'),
  page('react-charts/legend'),
  page('react-charts/localization'),
  page('react-charts/stacking'),
  page('react-charts/styling'),
  page('react-charts/accessibility'),
  page('react-charts/sizing'),
];

/** Charts: toolbar, tooltip, zoom and CSP, listed with the main features. */
const chartsMoreFeatures = [
  page('react-charts/toolbar'),
  page('react-charts/tooltip'),
  page('react-charts/zoom-and-pan'),
  page('react-charts/content-security-policy'),
];

const chartsFeatures = [
  group('Main features', [...chartsMainFeatures, ...chartsMoreFeatures], { key: 'charts-main-features' }),
];

/** Charts: resources (hooks, plugins). */

const chartsResources = [
  group('Hooks', [
    page('react-charts/hooks/index'),
    page('react-charts/hooks/use-series'),
    page('react-charts/hooks/use-legend'),
    page('react-charts/hooks/use-drawing-area'),
    page('react-charts/hooks/use-scale'),
    page('react-charts/hooks/use-axes'),
    page('react-charts/hooks/use-dataset'),
  ]),
  page('react-charts/plugins'),
];

const charts = group('Charts', [
  ...chartsTypes,
  ...chartsFeatures,
  group('Resources', chartsResources),
  apiReference('charts'),
]);

// ---------------------------------------------------------------------------

/** Tree View: overview, quickstart, Simple Tree View and main features. */
const treeViewSimple = [
  page('react-tree-view/overview'),
  page('react-tree-view/quickstart'),
  group('Simple Tree View', [
    page('react-tree-view/simple-tree-view/items'),
    page('react-tree-view/simple-tree-view/selection'),
    page('react-tree-view/simple-tree-view/expansion'),
    page('react-tree-view/simple-tree-view/customization'),
    page('react-tree-view/simple-tree-view/focus'),
  ]),
];

// ---------------------------------------------------------------------------

/** Tree View: Rich Tree View. */
const treeViewRich = [
  group('Rich Tree View', [
    page('react-tree-view/rich-tree-view/items'),
    page('react-tree-view/rich-tree-view/selection'),
    page('react-tree-view/rich-tree-view/expansion'),
    page('react-tree-view/rich-tree-view/customization'),
    page('react-tree-view/rich-tree-view/focus'),
    page('react-tree-view/rich-tree-view/editing'),
    page('react-tree-view/rich-tree-view/lazy-loading'),
    page('react-tree-view/rich-tree-view/ordering'),
  ]),
];

const treeView = group('Tree View', [
  ...treeViewSimple,
  ...treeViewRich,
  group(
    'Main features',
    [
      page('react-tree-view/accessibility'),
      page('react-tree-view/tree-item-customization'),
      page('react-tree-view/api-object'),
    ],
    { key: 'tree-view-main-features' },
  ),
  planned('tree-view-virtualization'),
  apiReference('tree-view'),
]);

// ---------------------------------------------------------------------------

const sidebars = {
  docs: [
    group(
      'Introduction',
      [
        page('introduction/overview'),
        page('introduction/installation'),
        page('introduction/licensing'),
        page('introduction/support'),
        page('introduction/roadmap'),
      ],
      { collapsed: false },
    ),
    group('Common concepts', [page('common-concepts/custom-components')]),
    group('Data Grid', [
      page('react-data-grid/overview'),
      page('react-data-grid/quickstart'),
      page('react-data-grid/features'),
      page('react-data-grid/layout'),
      group('Columns', [
        page('react-data-grid/column-definition'),
        page('react-data-grid/column-dimensions'),
        page('react-data-grid/column-visibility'),
        page('react-data-grid/custom-columns'),
        page('react-data-grid/column-header'),
        page('react-data-grid/column-menu'),
        page('react-data-grid/column-spanning'),
        page('react-data-grid/column-groups'),
        page('react-data-grid/column-ordering'),
        page('react-data-grid/column-pinning'),
        page('react-data-grid/column-recipes'),
      ]),
      group('Rows', [
        page('react-data-grid/row-definition'),
        page('react-data-grid/row-updates'),
        page('react-data-grid/row-height'),
        page('react-data-grid/row-spanning'),
        page('react-data-grid/master-detail'),
        page('react-data-grid/row-ordering'),
        page('react-data-grid/row-pinning'),
        page('react-data-grid/row-recipes'),
      ]),
      page('react-data-grid/cells'),
      group('Editing', [
        page('react-data-grid/editing/index'),
        page('react-data-grid/editing/persistence'),
        page('react-data-grid/editing/custom-edit-component'),
        page('react-data-grid/editing/editing-events'),
        page('react-data-grid/editing/crud'),
        page('react-data-grid/editing/recipes'),
      ]),
      page('react-data-grid/sorting'),
      group('Filtering', [
        page('react-data-grid/filtering/index'),
        page('react-data-grid/filtering/customization'),
        page('react-data-grid/filtering/quick-filter'),
        page('react-data-grid/filtering/from-code'),
        page('react-data-grid/filtering/server-side'),
        page('react-data-grid/filtering/multi-filters'),
        page('react-data-grid/filtering/header-filters'),
        page('react-data-grid/filtering/recipes'),
      ]),
      page('react-data-grid/pagination'),
      group('Selection', [page('react-data-grid/row-selection'), page('react-data-grid/cell-selection')]),
      page('react-data-grid/virtualization'),
      page('react-data-grid/accessibility'),
      page('react-data-grid/localization'),
      group('Group & pivot', [
        page('react-data-grid/tree-data'),
        page('react-data-grid/row-grouping'),
        page('react-data-grid/recipes-row-grouping'),
        page('react-data-grid/aggregation'),
        page('react-data-grid/aggregation-rendering'),
        page('react-data-grid/pivoting'),
      ]),
      page('react-data-grid/export'),
      page('react-data-grid/clipboard'),
      page('react-data-grid/undo-redo'),
      page('react-data-grid/scrolling'),
      group('Server-side data', [
        page('react-data-grid/server-side-data/index'),
        page('react-data-grid/server-side-data/cache'),
        page('react-data-grid/server-side-data/lazy-loading'),
        page('react-data-grid/server-side-data/tree-data'),
        page('react-data-grid/server-side-data/row-grouping'),
        page('react-data-grid/server-side-data/aggregation'),
      ]),
      page('react-data-grid/list-view'),
      page('react-data-grid/overlays'),
      group('Styling', [page('react-data-grid/style'), page('react-data-grid/style-recipes')]),
      group(
        'Components',
        [
          page('react-data-grid/components'),
          page('react-data-grid/toolbar'),
          page('react-data-grid/components/quick-filter'),
          page('react-data-grid/components/export'),
          page('react-data-grid/components/columns-panel'),
          page('react-data-grid/components/filter-panel'),
          page('react-data-grid/components/pivot-panel'),
        ],
        { key: 'data-grid-components' },
      ),
      group('Advanced', [
        page('react-data-grid/api-object'),
        page('react-data-grid/events'),
        page('react-data-grid/state'),
        page('react-data-grid/performance'),
      ]),
      planned('data-grid-nested-lazy-loading'),
      apiReference('data-grid'),
    ]),
    datePickers,
    charts,
    treeView,
    group('Migration', [
      group('Upgrade to v8', [
        page('migration/migration-data-grid-v7'),
        page('migration/migration-pickers-v7'),
        page('migration/migration-charts-v7'),
        page('migration/migration-tree-view-v7'),
      ]),
      group('Upgrade to v7', [
        page('migration/migration-data-grid-v6'),
        page('migration/migration-pickers-v6'),
        page('migration/migration-charts-v6'),
        page('migration/migration-tree-view-v6'),
      ]),
      group('Upgrade to v6', [
        page('migration/migration-data-grid-v5'),
        page('migration/migration-pickers-v5'),
      ]),
      group('Earlier versions', [
        page('migration/migration-data-grid-v4'),
        page('migration/migration-pickers-lab'),
      ]),
    ]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
