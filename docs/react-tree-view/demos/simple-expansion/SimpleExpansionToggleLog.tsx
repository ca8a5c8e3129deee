import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 240 }}>
      <Box sx={{ flex: '1 1 220px' }}>
        <SimpleTreeView
          aria-label="Transit network"
          onItemExpansionToggle={(_event, itemId, isExpanded) =>
            setLog((previous) =>
              [`${itemId}: ${isExpanded ? 'expanded' : 'collapsed'}`, ...previous].slice(0, 6),
            )
          }
        >
          <TreeItem itemId="metro" label="Metro">
            <TreeItem itemId="metro-red" label="Red line" />
            <TreeItem itemId="metro-blue" label="Blue line" />
          </TreeItem>
          <TreeItem itemId="tram" label="Tram">
            <TreeItem itemId="tram-12" label="Line 12" />
            <TreeItem itemId="tram-28" label="Line 28" />
          </TreeItem>
          <TreeItem itemId="ferry" label="Ferry">
            <TreeItem itemId="ferry-harbour" label="Harbour crossing" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2">onItemExpansionToggle</Typography>
        {log.map((line, index) => (
          <Typography key={`${line}-${index}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
