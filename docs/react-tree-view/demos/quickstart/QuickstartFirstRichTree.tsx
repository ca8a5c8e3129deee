import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const shopCategories: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'kitchen-cookware', label: 'Cookware' },
      { id: 'kitchen-knives', label: 'Knives' },
      { id: 'kitchen-coffee', label: 'Coffee and tea' },
    ],
  },
  {
    id: 'garden',
    label: 'Garden',
    children: [
      { id: 'garden-tools', label: 'Hand tools' },
      { id: 'garden-seeds', label: 'Seeds and bulbs' },
    ],
  },
  { id: 'gift-cards', label: 'Gift cards' },
];

export default function QuickstartFirstRichTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 240 }}>
      <RichTreeView aria-label="Shop categories" items={shopCategories} />
    </Box>
  );
}
