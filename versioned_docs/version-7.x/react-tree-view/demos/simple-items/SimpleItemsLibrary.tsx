import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsLibrary() {
  return (
    <SimpleTreeView aria-label="Library shelves" defaultExpandedItems={['fiction', 'reference']}>
      <TreeItem itemId="fiction" label="Fiction">
        <TreeItem itemId="fiction-crime" label="Crime" />
        <TreeItem itemId="fiction-sf" label="Science fiction" />
        <TreeItem
          itemId="fiction-new"
          label={
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              New arrivals
              <Box
                component="span"
                sx={{
                  px: 0.75,
                  borderRadius: 1,
                  fontSize: 12,
                  bgcolor: 'success.main',
                  color: 'success.contrastText',
                }}
              >
                12
              </Box>
            </Box>
          }
        />
      </TreeItem>
      <TreeItem itemId="reference" label="Reference">
        <TreeItem itemId="reference-atlases" label="Atlases" />
        <TreeItem itemId="reference-rare" label="Rare books (staff only)" disabled>
          <TreeItem itemId="reference-rare-maps" label="Historic maps" />
        </TreeItem>
      </TreeItem>
      <TreeItem itemId="children" label="Children's corner" />
    </SimpleTreeView>
  );
}
