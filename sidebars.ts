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
      page('react-data-grid/editing'),
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
