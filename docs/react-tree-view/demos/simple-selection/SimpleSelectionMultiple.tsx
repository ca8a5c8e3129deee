import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionMultiple() {
  const [stops, setStops] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {stops.length} stop(s) in the itinerary: {stops.join(', ') || '—'}
      </Typography>
      <SimpleTreeView
        aria-label="Travel destinations"
        multiSelect
        defaultExpandedItems={['portugal', 'japan']}
        onSelectedItemsChange={(_event, itemIds) => setStops(itemIds)}
      >
        <TreeItem itemId="portugal" label="Portugal">
          <TreeItem itemId="porto" label="Porto" />
          <TreeItem itemId="lisbon" label="Lisbon" />
          <TreeItem itemId="faro" label="Faro" />
        </TreeItem>
        <TreeItem itemId="japan" label="Japan">
          <TreeItem itemId="kyoto" label="Kyoto" />
          <TreeItem itemId="osaka" label="Osaka" />
          <TreeItem itemId="sapporo" label="Sapporo" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
