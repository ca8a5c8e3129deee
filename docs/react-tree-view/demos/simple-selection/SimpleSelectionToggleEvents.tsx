import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionToggleEvents() {
  const [events, setEvents] = React.useState<string[]>([]);

  const handleToggle = (_event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    setEvents((previous) =>
      [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 5),
    );
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 220 }}>
      <Box sx={{ flex: '1 1 220px' }}>
        <SimpleTreeView
          aria-label="Pantry"
          defaultExpandedItems={['grains']}
          onItemSelectionToggle={handleToggle}
        >
          <TreeItem itemId="grains" label="Grains">
            <TreeItem itemId="rice" label="Basmati rice" />
            <TreeItem itemId="oats" label="Rolled oats" />
          </TreeItem>
          <TreeItem itemId="spices" label="Spices">
            <TreeItem itemId="cumin" label="Cumin" />
            <TreeItem itemId="paprika" label="Smoked paprika" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2">onItemSelectionToggle (latest first)</Typography>
        {events.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click an item.
          </Typography>
        ) : (
          events.map((line, index) => (
            <Typography key={`${line}-${index}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
