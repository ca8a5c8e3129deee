import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view-pro';

const shelves: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'shelf-top',
    label: 'Top shelf',
    children: [
      { id: 'jar-flour', label: 'Flour' },
      { id: 'jar-sugar', label: 'Sugar' },
    ],
  },
  {
    id: 'shelf-middle',
    label: 'Middle shelf',
    children: [
      { id: 'jar-lentils', label: 'Red lentils' },
      { id: 'jar-rice', label: 'Jasmine rice' },
    ],
  },
  { id: 'shelf-bottom', label: 'Bottom shelf', children: [] },
];

function describe(position: { parentId: string | null; index: number }) {
  return `${position.parentId ?? 'root'}[${position.index}]`;
}

export default function OrderingPositionLog() {
  const [moves, setMoves] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 300 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeViewPro
          aria-label="Pantry shelves"
          items={shelves}
          itemsReordering
          defaultExpandedItems={['shelf-top', 'shelf-middle']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setMoves((previous) =>
              [`${itemId}: ${describe(oldPosition)} → ${describe(newPosition)}`, ...previous].slice(0, 6),
            )
          }
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2">onItemPositionChange</Typography>
        {moves.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Drag a jar to another shelf.
          </Typography>
        ) : (
          moves.map((line, index) => (
            <Typography key={`${line}-${index}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
