import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view-pro';

const runningPlaylist: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'warm-up',
    label: 'Warm-up',
    children: [
      { id: 'track-morning-drive', label: 'Morning Drive' },
      { id: 'track-open-roads', label: 'Open Roads' },
    ],
  },
  {
    id: 'intervals',
    label: 'Intervals',
    children: [
      { id: 'track-hill-sprint', label: 'Hill Sprint' },
      { id: 'track-second-wind', label: 'Second Wind' },
      { id: 'track-last-lap', label: 'Last Lap' },
    ],
  },
  {
    id: 'cool-down',
    label: 'Cool-down',
    children: [{ id: 'track-slow-tide', label: 'Slow Tide' }],
  },
];

export default function OrderingPlaylist() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Running playlist"
        items={runningPlaylist}
        itemsReordering
        defaultExpandedItems={['warm-up', 'intervals', 'cool-down']}
      />
    </Box>
  );
}
