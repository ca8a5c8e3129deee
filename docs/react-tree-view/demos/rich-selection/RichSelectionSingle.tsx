import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const mailFolders: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'inbox-suppliers', label: 'Suppliers' },
      { id: 'inbox-recruiting', label: 'Recruiting' },
    ],
  },
  { id: 'sent', label: 'Sent' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'archive', label: 'Archive' },
];

export default function RichSelectionSingle() {
  const [folder, setFolder] = React.useState<string | null>('inbox');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Showing messages in: {folder ?? '—'}
      </Typography>
      <RichTreeView
        aria-label="Mail folders"
        items={mailFolders}
        defaultExpandedItems={['inbox']}
        selectedItems={folder}
        onSelectedItemsChange={(_event, itemId) => setFolder(itemId)}
      />
    </Box>
  );
}
