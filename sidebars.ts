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
