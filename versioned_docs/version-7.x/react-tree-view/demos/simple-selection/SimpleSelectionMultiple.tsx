import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionMultiple() {
  const [selected, setSelected] = React.useState<string[]>(['lisbon']);

  return (
    <Stack spacing={1}>
      <SimpleTreeView
        aria-label="Stops of the trip"
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['portugal', 'spain']}
      >
        <TreeItem itemId="portugal" label="Portugal">
          <TreeItem itemId="lisbon" label="Lisbon" />
          <TreeItem itemId="porto" label="Porto" />
          <TreeItem itemId="evora" label="Évora" />
        </TreeItem>
        <TreeItem itemId="spain" label="Spain">
          <TreeItem itemId="seville" label="Seville" />
          <TreeItem itemId="granada" label="Granada" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
