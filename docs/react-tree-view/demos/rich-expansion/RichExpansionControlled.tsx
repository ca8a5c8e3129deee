import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const itinerary: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'day-1',
    label: 'Day 1 — Edinburgh',
    children: [
      { id: 'day-1-castle', label: 'Castle tour, 10:00' },
      { id: 'day-1-arthur', label: "Hike up Arthur's Seat" },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2 — Highlands',
    children: [
      { id: 'day-2-train', label: 'Train to Inverness, 08:40' },
      { id: 'day-2-loch', label: 'Boat trip on Loch Ness' },
    ],
  },
  {
    id: 'day-3',
    label: 'Day 3 — Isle of Skye',
    children: [{ id: 'day-3-storr', label: 'Old Man of Storr' }],
  },
];

export default function RichExpansionControlled() {
  const [expandedDays, setExpandedDays] = React.useState<string[]>(['day-1']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Expanded: {expandedDays.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        aria-label="Trip itinerary"
        items={itinerary}
        expandedItems={expandedDays}
        onExpandedItemsChange={(_event, ids) => setExpandedDays(ids)}
      />
    </Box>
  );
}
