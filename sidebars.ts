import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { group, page, planned, roadmapLink } from './src/navigation/entries';

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
      page('react-data-grid/editing'),
      page('react-data-grid/tree-data', { plan: 'pro' }),
      page('react-data-grid/row-grouping', { plan: 'premium' }),
      planned('Nested lazy loading', 'data-grid-nested-lazy-loading', { plan: 'pro' }),
      page('api/data-grid/data-grid'),
    ]),
    group('Date and Time Pickers', [
      page('react-date-pickers/date-picker'),
      page('react-date-pickers/date-range-picker', { plan: 'pro' }),
    ]),
    group('Charts', [
      page('react-charts/bars'),
      page('react-charts/heatmap', { plan: 'pro', newFeature: true }),
      roadmapLink('Sankey', 'charts-sankey', { plan: 'pro', unstable: true }),
    ]),
    group('Tree View', [
      page('react-tree-view/rich-tree-view/items'),
      page('react-tree-view/rich-tree-view/ordering', { plan: 'pro' }),
      planned('Virtualization', 'tree-view-virtualization', { plan: 'pro' }),
    ]),
    group('Migration', [page('migration/migration-data-grid-v7')]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
