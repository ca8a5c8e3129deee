import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Ticket = TreeViewBaseItem<{ id: string; label: string; status?: 'open' | 'done' }>;

const board: Ticket[] = [
  {
    id: 'sprint-14',
    label: 'Sprint 14',
    children: [
      { id: 'T-201', label: 'T-201 Export to CSV', status: 'done' },
      { id: 'T-208', label: 'T-208 Dark mode for charts', status: 'open' },
      { id: 'T-213', label: 'T-213 Fix login redirect', status: 'open' },
    ],
  },
  {
    id: 'backlog',
    label: 'Backlog',
    children: [{ id: 'T-230', label: 'T-230 Offline mode', status: 'open' }],
  },
];

// In v7, a custom item for RichTreeView is usually a TreeItem2 with some slots replaced.
const TicketItem = React.forwardRef(function TicketItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const ticket: Ticket = publicAPI.getItem(props.itemId);

  return (
    <TreeItem2
      {...props}
      ref={ref}
      label={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span>{ticket.label}</span>
          {ticket.status ? (
            <Chip
              size="small"
              label={ticket.status}
              color={ticket.status === 'done' ? 'success' : 'default'}
              variant="outlined"
            />
          ) : null}
        </Box>
      }
    />
  );
});

export default function RichCustomLabelSlot() {
  return (
    <RichTreeView
      aria-label="Sprint board"
      items={board}
      defaultExpandedItems={['sprint-14']}
      slots={{ item: TicketItem }}
    />
  );
}
