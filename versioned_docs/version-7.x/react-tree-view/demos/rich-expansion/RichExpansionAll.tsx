import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const taxonomy: TreeViewBaseItem[] = [
  {
    id: 'plants',
    label: 'Plants',
    children: [
      {
        id: 'trees',
        label: 'Trees',
        children: [
          { id: 'oak', label: 'Oak' },
          { id: 'birch', label: 'Birch' },
        ],
      },
      { id: 'ferns', label: 'Ferns', children: [{ id: 'bracken', label: 'Bracken' }] },
    ],
  },
  { id: 'fungi', label: 'Fungi', children: [{ id: 'chanterelle', label: 'Chanterelle' }] },
];

// Every item that has children, found once from the data.
function collectParentIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...collectParentIds(item.children)] : [],
  );
}

const allParents = collectParentIds(taxonomy);

export default function RichExpansionAll() {
  const [expanded, setExpanded] = React.useState<string[]>(['plants']);

  return (
    <Stack spacing={1}>
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setExpanded((previous) => (previous.length === 0 ? allParents : []))}
      >
        {expanded.length === 0 ? 'Expand all' : 'Collapse all'}
      </Button>
      <RichTreeView
        aria-label="Field guide"
        items={taxonomy}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      />
    </Stack>
  );
}
