import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const parentIds = ['europe', 'europe-north', 'asia'];

export default function SimpleExpansionControlled() {
  const [expanded, setExpanded] = React.useState<string[]>([]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpanded(parentIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Offices"
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="europe-north" label="Nordics">
            <TreeItem itemId="oslo" label="Oslo" />
            <TreeItem itemId="tampere" label="Tampere" />
          </TreeItem>
          <TreeItem itemId="lyon" label="Lyon" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="osaka" label="Osaka" />
          <TreeItem itemId="pune" label="Pune" />
        </TreeItem>
      </SimpleTreeView>
    </Stack>
  );
}
