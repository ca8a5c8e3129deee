import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const boards: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'board-launch', label: 'Product launch' },
      { id: 'board-social', label: 'Social calendar' },
    ],
  },
  { id: 'hiring', label: 'Hiring', children: [{ id: 'board-interviews', label: 'Interviews' }] },
];

export default function RichEditingApi() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('board-launch');

  const startEditing = () => {
    if (selected) {
      apiRef.current?.setEditedItem(selected);
    }
  };

  const markAsDone = () => {
    const api = apiRef.current;
    if (!api || !selected) {
      return;
    }
    const { label } = api.getItem(selected);
    if (!label.startsWith('✓ ')) {
      api.updateItemLabel(selected, `✓ ${label}`);
    }
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={startEditing} disabled={!selected}>
          Rename selected
        </Button>
        <Button size="small" onClick={markAsDone} disabled={!selected}>
          Mark selected as done
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Task boards"
        apiRef={apiRef}
        items={boards}
        isItemEditable
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['marketing', 'hiring']}
      />
    </Box>
  );
}
