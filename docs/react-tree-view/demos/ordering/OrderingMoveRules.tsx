import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view-pro';

const backlog: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'epic-checkout',
    label: 'Epic: Faster checkout',
    children: [
      { id: 'task-101', label: 'Save card details' },
      { id: 'task-102', label: 'One-page address form' },
    ],
  },
  {
    id: 'epic-search',
    label: 'Epic: Better search',
    children: [
      { id: 'task-201', label: 'Typo tolerance' },
      { id: 'task-202', label: 'Filter by brand' },
    ],
  },
  {
    id: 'epic-icebox',
    label: 'Icebox (no new tasks)',
    children: [{ id: 'task-900', label: 'Dark mode for invoices' }],
  },
];

const epicIds = new Set(backlog.map((epic) => epic.id));

// The shape of `oldPosition` and `newPosition`.
interface ItemPosition {
  parentId: string | null;
  index: number;
}

function canMoveItemToNewPosition({
  itemId,
  newPosition,
}: {
  itemId: string;
  oldPosition: ItemPosition;
  newPosition: ItemPosition;
}) {
  if (epicIds.has(itemId)) {
    // Epics can be re-sorted, but they stay at the root.
    return newPosition.parentId === null;
  }
  // Tasks live inside an epic, never at the root, inside another task, or in the icebox.
  return (
    newPosition.parentId !== null &&
    epicIds.has(newPosition.parentId) &&
    newPosition.parentId !== 'epic-icebox'
  );
}

export default function OrderingMoveRules() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Product backlog"
        items={backlog}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['epic-checkout', 'epic-search', 'epic-icebox']}
      />
    </Box>
  );
}
