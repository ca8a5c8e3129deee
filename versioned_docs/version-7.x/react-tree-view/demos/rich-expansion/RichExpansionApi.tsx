import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const chapters: TreeViewBaseItem[] = [
  {
    id: 'part-1',
    label: 'Part 1: Setting out',
    children: [
      { id: 'ch-1', label: 'Chapter 1: The harbour' },
      { id: 'ch-2', label: 'Chapter 2: First storm' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part 2: Landfall',
    children: [
      { id: 'ch-3', label: 'Chapter 3: The island' },
      { id: 'ch-4', label: 'Chapter 4: Going home' },
    ],
  },
];

export default function RichExpansionApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={(event) => apiRef.current?.setItemExpansion(event, 'part-2', true)}>
          Expand part 2
        </Button>
        <Button size="small" onClick={(event) => apiRef.current?.setItemExpansion(event, 'part-2', false)}>
          Collapse part 2
        </Button>
        {/* focusItem does nothing while the parent of the item is collapsed. */}
        <Button size="small" onClick={(event) => apiRef.current?.focusItem(event, 'ch-3')}>
          Focus chapter 3
        </Button>
      </Stack>
      <RichTreeView aria-label="Table of contents" items={chapters} apiRef={apiRef} />
    </Stack>
  );
}
