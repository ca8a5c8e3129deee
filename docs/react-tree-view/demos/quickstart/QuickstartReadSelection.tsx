import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'lisbon', label: 'Lisbon warehouse' },
      { id: 'rotterdam', label: 'Rotterdam warehouse' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'toronto', label: 'Toronto warehouse' },
      { id: 'monterrey', label: 'Monterrey warehouse' },
    ],
  },
];

export default function QuickstartReadSelection() {
  const [selectedWarehouse, setSelectedWarehouse] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 220, minWidth: 240 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Selected: {selectedWarehouse ?? 'nothing yet'}
      </Typography>
      <RichTreeView
        aria-label="Warehouses by region"
        items={regions}
        defaultExpandedItems={['europe', 'americas']}
        selectedItems={selectedWarehouse}
        onSelectedItemsChange={(_event, itemId) => setSelectedWarehouse(itemId)}
      />
    </Box>
  );
}
