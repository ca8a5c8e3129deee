import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionSingle() {
  const [lastSelected, setLastSelected] = React.useState<string | null>('pasta-carbonara');

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Recipe of the day: {lastSelected ?? 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Recipe book"
        defaultExpandedItems={['pasta', 'soups']}
        defaultSelectedItems="pasta-carbonara"
        onSelectedItemsChange={(_event, itemId) => setLastSelected(itemId)}
      >
        <TreeItem itemId="pasta" label="Pasta">
          <TreeItem itemId="pasta-carbonara" label="Carbonara" />
          <TreeItem itemId="pasta-puttanesca" label="Puttanesca" />
          <TreeItem itemId="pasta-pesto" label="Trofie with pesto" />
        </TreeItem>
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="soups-minestrone" label="Minestrone" />
          <TreeItem itemId="soups-gazpacho" label="Gazpacho" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="desserts-tiramisu" label="Tiramisu" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
