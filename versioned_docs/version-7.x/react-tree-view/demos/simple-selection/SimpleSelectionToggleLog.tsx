import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <SimpleTreeView
        aria-label="Shift rota"
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLog((previous) =>
            [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 6),
          )
        }
        defaultExpandedItems={['monday', 'tuesday']}
      >
        <TreeItem itemId="monday" label="Monday">
          <TreeItem itemId="mon-early" label="Early shift" />
          <TreeItem itemId="mon-late" label="Late shift" />
        </TreeItem>
        <TreeItem itemId="tuesday" label="Tuesday">
          <TreeItem itemId="tue-early" label="Early shift" />
          <TreeItem itemId="tue-late" label="Late shift" />
        </TreeItem>
      </SimpleTreeView>
      <div>
        <Typography variant="subtitle2">onItemSelectionToggle calls, latest first</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click a shift.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography key={`${line}-${index}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {line}
            </Typography>
          ))
        )}
      </div>
    </Box>
  );
}
