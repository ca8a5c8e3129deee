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
      page('react-data-grid/editing'),
      page('react-data-grid/tree-data', { plan: 'pro' }),
      page('react-data-grid/row-grouping', { plan: 'premium' }),
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
    group('Migration', [page('migration/migration-data-grid-v7')]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
