import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomIndentation() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 360 }}>
      <Typography id="indentation-slider" variant="body2" sx={{ color: 'text.secondary' }}>
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-slider"
        value={indentation}
        min={0}
        max={40}
        step={4}
        onChange={(_event, value) => setIndentation(value as number)}
        sx={{ mb: 1 }}
      />
      <SimpleTreeView
        aria-label="Company structure"
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['group', 'group-retail', 'retail-stores']}
      >
        <TreeItem itemId="group" label="Northwind Group">
          <TreeItem itemId="group-retail" label="Northwind Retail">
            <TreeItem itemId="retail-stores" label="Stores">
              <TreeItem itemId="store-harbour" label="Harbour Street store" />
              <TreeItem itemId="store-mill" label="Old Mill store" />
            </TreeItem>
            <TreeItem itemId="retail-online" label="Online shop" />
          </TreeItem>
          <TreeItem itemId="group-logistics" label="Northwind Logistics" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
