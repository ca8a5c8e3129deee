import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipeBook: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'porridge', label: 'Cardamom porridge' },
      { id: 'pancakes', label: 'Buckwheat pancakes' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'curry', label: 'Chickpea curry' },
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'tacos', label: 'Fish tacos' },
    ],
  },
];

export default function OverviewTwoTrees() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <div>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          SimpleTreeView: items written as JSX
        </Typography>
        <SimpleTreeView aria-label="Recipe book, written in JSX" defaultExpandedItems={['dinner']}>
          <TreeItem itemId="breakfast" label="Breakfast">
            <TreeItem itemId="porridge" label="Cardamom porridge" />
            <TreeItem itemId="pancakes" label="Buckwheat pancakes" />
          </TreeItem>
          <TreeItem itemId="dinner" label="Dinner">
            <TreeItem itemId="curry" label="Chickpea curry" />
            <TreeItem itemId="risotto" label="Mushroom risotto" />
            <TreeItem itemId="tacos" label="Fish tacos" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <div>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          RichTreeView: items passed as data
        </Typography>
        <RichTreeView
          aria-label="Recipe book, from data"
          items={recipeBook}
          defaultExpandedItems={['dinner']}
        />
      </div>
    </Box>
  );
}
