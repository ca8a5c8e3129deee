import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view-pro';

const agenda: TreeViewDefaultItemModelProperties[] = [
  { id: 'welcome', label: 'Welcome and coffee (fixed)' },
  {
    id: 'morning',
    label: 'Morning talks',
    children: [
      { id: 'talk-pricing', label: 'Pricing experiments' },
      { id: 'talk-churn', label: 'Reducing churn' },
      { id: 'talk-support', label: 'Support at scale' },
    ],
  },
  { id: 'lunch', label: 'Lunch (fixed)' },
  {
    id: 'afternoon',
    label: 'Afternoon workshops',
    children: [
      { id: 'workshop-sql', label: 'SQL for product managers' },
      { id: 'workshop-interviews', label: 'Customer interviews' },
    ],
  },
];

const fixedSlots = new Set(['welcome', 'lunch']);

// Fixed slots can't be picked up. Other items can still be dropped around them.
const isItemReorderable = (itemId: string) => !fixedSlots.has(itemId);

export default function OrderingLockedItems() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Conference agenda"
        items={agenda}
        itemsReordering
        isItemReorderable={isItemReorderable}
        defaultExpandedItems={['morning', 'afternoon']}
      />
    </Box>
  );
}
