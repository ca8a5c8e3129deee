import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Subject = TreeViewDefaultItemModelProperties;

const subjects: Subject[] = [
  {
    id: '300',
    label: '300 Social sciences',
    children: [
      { id: '330', label: '330 Economics', children: [{ id: '332', label: '332 Finance' }] },
      { id: '340', label: '340 Law' },
    ],
  },
  {
    id: '700',
    label: '700 Arts and recreation',
    children: [
      { id: '780', label: '780 Music', children: [{ id: '786', label: '786 Keyboard instruments' }] },
      { id: '796', label: '796 Sports' },
    ],
  },
];

// Collects the ids of every item that has children.
function getExpandableIds(items: Subject[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0
      ? [item.id, ...getExpandableIds(item.children)]
      : [],
  );
}

const allExpandableIds = getExpandableIds(subjects);

export default function RichExpansionExpandAll() {
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const allOpen = expanded.length === allExpandableIds.length;

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Button size="small" onClick={() => setExpanded(allOpen ? [] : allExpandableIds)} sx={{ mb: 1 }}>
        {allOpen ? 'Collapse all' : 'Expand all'}
      </Button>
      <RichTreeView
        aria-label="Library subjects"
        items={subjects}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
      />
    </Box>
  );
}
