import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const tickets: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'T-4811', label: 'T-4811 Double charge on invoice' },
      { id: 'T-4820', label: 'T-4820 VAT number not shown' },
    ],
  },
  {
    id: 'login',
    label: 'Sign-in',
    children: [
      { id: 'T-4790', label: 'T-4790 Password reset email missing' },
      { id: 'T-4832', label: 'T-4832 Two-factor code rejected' },
    ],
  },
];

const urgentTickets = new Set(['T-4811', 'T-4832']);

export default function RichCustomItemSlotProps() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Support tickets"
        items={tickets}
        defaultExpandedItems={['billing', 'login']}
        slotProps={{
          // The function receives the item's id and label.
          item: ({ itemId }) =>
            urgentTickets.has(itemId)
              ? {
                  sx: {
                    [`& > .${treeItemClasses.content}`]: { color: 'error.main', fontWeight: 'bold' },
                  },
                }
              : {},
        }}
      />
    </Box>
  );
}
