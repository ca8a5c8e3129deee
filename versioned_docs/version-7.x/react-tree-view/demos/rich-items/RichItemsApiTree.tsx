import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const playlist: TreeViewBaseItem[] = [
  {
    id: 'side-a',
    label: 'Side A',
    children: [
      { id: 'a1', label: 'Morning tide' },
      { id: 'a2', label: 'Paper boats' },
    ],
  },
  { id: 'side-b', label: 'Side B', children: [{ id: 'b1', label: 'Lantern walk' }] },
];

export default function RichItemsApiTree() {
  const apiRef = useTreeViewApiRef();
  const [output, setOutput] = React.useState('');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <div>
        <RichTreeView
          aria-label="Playlist"
          items={playlist}
          apiRef={apiRef}
          defaultExpandedItems={['side-a']}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => setOutput(JSON.stringify(apiRef.current?.getItem('a2'), null, 2))}
          >
            getItem(&apos;a2&apos;)
          </Button>
          <Button
            size="small"
            onClick={() => setOutput(JSON.stringify(apiRef.current?.getItemOrderedChildrenIds(null)))}
          >
            Root ids
          </Button>
          <Button
            size="small"
            onClick={() => setOutput(JSON.stringify(apiRef.current?.getItemTree(), null, 2))}
          >
            getItemTree()
          </Button>
        </Box>
      </div>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 240,
        }}
      >
        {output || 'Call a method to see its result.'}
      </Box>
    </Box>
  );
}
