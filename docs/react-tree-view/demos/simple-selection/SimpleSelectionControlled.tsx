import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const allShifts = ['mon-early', 'mon-late', 'tue-early', 'tue-late', 'wed-early', 'wed-late'];

export default function SimpleSelectionControlled() {
  const [selectedShifts, setSelectedShifts] = React.useState<string[]>(['tue-late']);

  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setSelectedShifts(allShifts)}>
          Book all shifts
        </Button>
        <Button
          size="small"
          onClick={() => setSelectedShifts(allShifts.filter((id) => id.endsWith('early')))}
        >
          Early shifts only
        </Button>
        <Button size="small" onClick={() => setSelectedShifts([])}>
          Clear
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Shift rota"
        multiSelect
        checkboxSelection
        selectedItems={selectedShifts}
        onSelectedItemsChange={(_event, itemIds) => setSelectedShifts(itemIds)}
        defaultExpandedItems={['monday', 'tuesday', 'wednesday']}
      >
        <TreeItem itemId="monday" label="Monday" disableSelection>
          <TreeItem itemId="mon-early" label="06:00 – 14:00" />
          <TreeItem itemId="mon-late" label="14:00 – 22:00" />
        </TreeItem>
        <TreeItem itemId="tuesday" label="Tuesday" disableSelection>
          <TreeItem itemId="tue-early" label="06:00 – 14:00" />
          <TreeItem itemId="tue-late" label="14:00 – 22:00" />
        </TreeItem>
        <TreeItem itemId="wednesday" label="Wednesday" disableSelection>
          <TreeItem itemId="wed-early" label="06:00 – 14:00" />
          <TreeItem itemId="wed-late" label="14:00 – 22:00" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
