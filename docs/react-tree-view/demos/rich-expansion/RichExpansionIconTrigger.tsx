import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const notebooks: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'research',
    label: 'Research',
    children: [
      { id: 'research-interviews', label: 'User interviews' },
      { id: 'research-survey', label: 'Survey results' },
    ],
  },
  {
    id: 'meetings',
    label: 'Meetings',
    children: [
      { id: 'meetings-planning', label: 'Quarterly planning' },
      { id: 'meetings-retro', label: 'Sprint retrospective' },
    ],
  },
];

export default function RichExpansionIconTrigger() {
  const [openNote, setOpenNote] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Open note: {openNote ?? 'none'}
      </Typography>
      <RichTreeView
        aria-label="Notebooks"
        items={notebooks}
        expansionTrigger="iconContainer"
        onSelectedItemsChange={(_event, itemId) => setOpenNote(itemId)}
      />
    </Box>
  );
}
