import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipeBook: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  { id: 'baking', label: 'Baking', children: [{ id: 'sourdough', label: 'Sourdough loaf' }] },
];

export default function ApiObjectItemTree() {
  const apiRef = useRichTreeViewApiRef();
  const [output, setOutput] = React.useState('');

  const showRootIds = () => {
    setOutput(JSON.stringify(apiRef.current?.getItemOrderedChildrenIds(null)));
  };

  const showTree = () => {
    setOutput(JSON.stringify(apiRef.current?.getItemTree(), null, 2));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 260 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <Button size="small" onClick={showRootIds}>
          getItemOrderedChildrenIds(null)
        </Button>
        <Button size="small" onClick={showTree}>
          getItemTree()
        </Button>
        <RichTreeView
          aria-label="Recipe book"
          apiRef={apiRef}
          items={recipeBook}
          defaultExpandedItems={['breakfast']}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          flex: '1 1 240px',
          m: 0,
          p: 1,
          maxHeight: 260,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {output || 'Click a button to call the method.'}
      </Box>
    </Box>
  );
}
