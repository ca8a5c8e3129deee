import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const expandableIds = ['handbook', 'handbook-leave', 'handbook-it', 'policies'];

export default function SimpleExpansionControlled() {
  const [expanded, setExpanded] = React.useState<string[]>(['handbook']);

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpanded(expandableIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Employee handbook"
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="handbook" label="Employee handbook">
          <TreeItem itemId="handbook-leave" label="Leave">
            <TreeItem itemId="leave-annual" label="Annual leave" />
            <TreeItem itemId="leave-parental" label="Parental leave" />
          </TreeItem>
          <TreeItem itemId="handbook-it" label="IT equipment">
            <TreeItem itemId="it-laptops" label="Laptops" />
            <TreeItem itemId="it-phones" label="Work phones" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="policies" label="Policies">
          <TreeItem itemId="policies-expenses" label="Expenses" />
          <TreeItem itemId="policies-travel" label="Business travel" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
