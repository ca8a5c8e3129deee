import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Meeting rooms"
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['floor-2', 'floor-3']}
      >
        <TreeItem itemId="floor-2" label="Second floor">
          <TreeItem itemId="room-atlas" label="Atlas (8 seats)" />
          <TreeItem itemId="room-borealis" label="Borealis (under repair)" disabled />
          <TreeItem itemId="room-cobalt" label="Cobalt (4 seats)" />
        </TreeItem>
        <TreeItem itemId="floor-3" label="Third floor (closed for refurbishment)" disabled>
          <TreeItem itemId="room-delta" label="Delta (12 seats)" />
          <TreeItem itemId="room-ember" label="Ember (6 seats)" />
        </TreeItem>
        <TreeItem itemId="floor-4" label="Fourth floor">
          <TreeItem itemId="room-fjord" label="Fjord (20 seats)" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
