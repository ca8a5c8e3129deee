import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Folder = TreeViewBaseItem<{ id: string; label: string; locked?: boolean }>;

const folders: Folder[] = [
  {
    id: 'clients',
    label: 'Clients',
    locked: true,
    children: [
      { id: 'client-a', label: 'Harbour Bakery' },
      { id: 'client-b', label: 'Northwind Cycles' },
    ],
  },
  { id: 'templates', label: 'Templates', locked: true },
  { id: 'drafts', label: 'Drafts' },
];

export default function RichCustomLabelEditing() {
  const [lastEdit, setLastEdit] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <RichTreeView
        aria-label="Shared folders"
        items={folders}
        defaultExpandedItems={['clients']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable={(item) => !item.locked}
        onItemLabelChange={(itemId, newLabel) => setLastEdit(`${itemId} renamed to "${newLabel}"`)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {lastEdit ?? 'Double-click a client or Drafts, or focus it and press Enter, to rename it.'}
      </Typography>
    </Stack>
  );
}
