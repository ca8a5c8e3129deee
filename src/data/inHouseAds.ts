/**
 * The in-house ads (five): shown to readers who block
 * third-party ads, or when the ad service answers with its fallback.
 * `link` and `img` are site paths (the base URL is added when rendered).
 */
import { translate } from '@docusaurus/Translate';

export interface InHouseAd {
  /** Stable name, used in the analytics label. */
  name: string;
  link: string;
  img: string;
  description: string;
  poweredby: string;
  /** Short heading shown above the description. */
  label: string;
}

/** Called at render time so the texts follow the page's locale. */
export function inHouseAds(): InHouseAd[] {
  return [
    {
      name: 'data-grid-row-grouping',
      link: '/react-data-grid/row-grouping/',
      img: '/img/ads/row-grouping.svg',
      label: translate({ id: 'ad.inHouse.rowGrouping.label', message: 'Data Grid Premium' }),
      description: translate({
        id: 'ad.inHouse.rowGrouping.description',
        message: 'Group rows by any column and read totals at a glance with row grouping.',
      }),
      poweredby: 'MUI X',
    },
    {
      name: 'data-grid-tree-data',
      link: '/react-data-grid/tree-data/',
      img: '/img/ads/tree-data.svg',
      label: translate({ id: 'ad.inHouse.treeData.label', message: 'Data Grid Pro' }),
      description: translate({
        id: 'ad.inHouse.treeData.description',
        message: 'Show folders, teams or any hierarchy as expandable rows with tree data.',
      }),
      poweredby: 'MUI X',
    },
    {
      name: 'date-range-picker',
      link: '/react-date-pickers/date-range-picker/',
      img: '/img/ads/date-range.svg',
      label: translate({ id: 'ad.inHouse.dateRange.label', message: 'Date Range Picker' }),
      description: translate({
        id: 'ad.inHouse.dateRange.description',
        message: 'Let readers pick a start and an end date in one calm, accessible field.',
      }),
      poweredby: 'MUI X',
    },
    {
      name: 'charts-heatmap',
      link: '/react-charts/heatmap/',
      img: '/img/ads/heatmap.svg',
      label: translate({ id: 'ad.inHouse.heatmap.label', message: 'Charts Pro' }),
      description: translate({
        id: 'ad.inHouse.heatmap.description',
        message: 'Spot patterns across two dimensions with the heatmap chart.',
      }),
      poweredby: 'MUI X',
    },
    {
      name: 'tree-view-ordering',
      link: '/react-tree-view/rich-tree-view/ordering/',
      img: '/img/ads/tree-ordering.svg',
      label: translate({ id: 'ad.inHouse.treeOrdering.label', message: 'Rich Tree View Pro' }),
      description: translate({
        id: 'ad.inHouse.treeOrdering.description',
        message: 'Let users reorder items of a tree by drag and drop.',
      }),
      poweredby: 'MUI X',
    },
  ];
}
