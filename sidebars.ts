import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { group, page, planned, roadmapLink } from './src/navigation/entries';
import { apiReference } from './src/navigation/apiSidebar';

/**
 * The navigation tree of the current version (SPEC §2). An entry exists only
 * when its page does; markers (plan, newFeature, unstable, planned) show as
 * badges in the sidebar. Archived versions keep their own tree in
 * `versioned_sidebars/`.
 */
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
        page('react-data-grid/column-ordering', { plan: 'pro' }),
        page('react-data-grid/column-pinning', { plan: 'pro' }),
        page('react-data-grid/column-recipes'),
      ]),
      group('Rows', [
        page('react-data-grid/row-definition'),
        page('react-data-grid/row-updates'),
        page('react-data-grid/row-height'),
        page('react-data-grid/row-spanning'),
        page('react-data-grid/master-detail', { plan: 'pro' }),
        page('react-data-grid/row-ordering', { plan: 'pro' }),
        page('react-data-grid/row-pinning', { plan: 'pro' }),
        page('react-data-grid/row-recipes'),
      ]),
      page('react-data-grid/cells'),
      group('Editing', [
        page('react-data-grid/editing/index'),
        page('react-data-grid/editing/persistence'),
        page('react-data-grid/editing/custom-edit-component'),
        page('react-data-grid/editing/editing-events'),
        page('react-data-grid/editing/recipes'),
      ]),
      page('react-data-grid/sorting'),
      group('Filtering', [
        page('react-data-grid/filtering/index'),
        page('react-data-grid/filtering/customization'),
        page('react-data-grid/filtering/quick-filter'),
        page('react-data-grid/filtering/server-side'),
        page('react-data-grid/filtering/multi-filters', { plan: 'pro' }),
        page('react-data-grid/filtering/header-filters', { plan: 'pro' }),
        page('react-data-grid/filtering/recipes'),
      ]),
      page('react-data-grid/pagination'),
      group('Selection', [
        page('react-data-grid/row-selection'),
        page('react-data-grid/cell-selection', { plan: 'premium' }),
      ]),
      page('react-data-grid/virtualization'),
      page('react-data-grid/accessibility'),
      page('react-data-grid/localization'),
      group('Group & pivot', [
        page('react-data-grid/tree-data', { plan: 'pro' }),
        page('react-data-grid/row-grouping', { plan: 'premium' }),
        page('react-data-grid/aggregation', { plan: 'premium' }),
        page('react-data-grid/pivoting', { plan: 'premium', newFeature: true }),
      ]),
      page('react-data-grid/export'),
      page('react-data-grid/clipboard'),
      page('react-data-grid/scrolling'),
      group('Server-side data', [
        page('react-data-grid/server-side-data/index'),
        page('react-data-grid/server-side-data/lazy-loading', { plan: 'pro' }),
        page('react-data-grid/server-side-data/tree-data', { plan: 'pro' }),
        page('react-data-grid/server-side-data/row-grouping', { plan: 'premium' }),
        page('react-data-grid/server-side-data/aggregation', { plan: 'premium' }),
      ]),
      page('react-data-grid/list-view', { plan: 'pro', newFeature: true }),
      page('react-data-grid/overlays'),
      group('Styling', [page('react-data-grid/style'), page('react-data-grid/style-recipes')]),
      page('react-data-grid/components'),
      page('react-data-grid/toolbar', { newFeature: true }),
      group('Advanced', [
        page('react-data-grid/api-object'),
        page('react-data-grid/events'),
        page('react-data-grid/state'),
        page('react-data-grid/performance'),
      ]),
      planned('Nested lazy loading', 'data-grid-nested-lazy-loading', { plan: 'pro' }),
      apiReference('data-grid'),
    ]),
    group('Date and Time Pickers', [
      page('react-date-pickers/date-picker'),
      page('react-date-pickers/date-range-picker', { plan: 'pro' }),
      apiReference('date-pickers'),
    ]),
    group('Charts', [
      page('react-charts/bars'),
      page('react-charts/heatmap', { plan: 'pro', newFeature: true }),
      roadmapLink('Sankey', 'charts-sankey', { plan: 'pro', unstable: true }),
      apiReference('charts'),
    ]),
    group('Tree View', [
      page('react-tree-view/rich-tree-view/items'),
      page('react-tree-view/rich-tree-view/ordering', { plan: 'pro' }),
      planned('Virtualization', 'tree-view-virtualization', { plan: 'pro' }),
      apiReference('tree-view'),
    ]),
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
