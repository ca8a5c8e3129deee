import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsSelectionDisabled() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Genres chosen: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Bookshop genres"
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['fiction', 'non-fiction']}
      >
        <TreeItem itemId="fiction" label="Fiction" disableSelection>
          <TreeItem itemId="crime" label="Crime" />
          <TreeItem itemId="fantasy" label="Fantasy" />
          <TreeItem itemId="historical" label="Historical novels" />
        </TreeItem>
        <TreeItem itemId="non-fiction" label="Non-fiction" disableSelection>
          <TreeItem itemId="biography" label="Biography" />
          <TreeItem itemId="cookery" label="Cookery" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
