import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const floors: TreeViewBaseItem[] = [
  {
    id: 'ground',
    label: 'Ground floor',
    children: [
      { id: 'reception', label: 'Reception' },
      { id: 'canteen', label: 'Canteen' },
    ],
  },
  {
    id: 'first',
    label: 'First floor',
    children: [
      { id: 'finance', label: 'Finance' },
      { id: 'legal', label: 'Legal' },
    ],
  },
];

export default function QuickstartRichTree() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <RichTreeView
        aria-label="Office floors"
        items={floors}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
    </Stack>
  );
}
