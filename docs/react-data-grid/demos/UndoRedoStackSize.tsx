import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridEventListener } from '@mui/x-data-grid-premium';
import { initialRota, rotaColumns } from './shiftRota';

export default function UndoRedoStackSize() {
  const [size, setSize] = React.useState(3);
  const [events, setEvents] = React.useState<string[]>([]);

  const record =
    (kind: string): GridEventListener<'undo'> =>
    ({ eventName }) =>
      setEvents((lines) => [`${kind} of a ${eventName} change`, ...lines].slice(0, 6));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">historyStackSize</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={size}
          onChange={(_event, value: number | null) => value !== null && setSize(value)}
          aria-label="History size"
        >
          <ToggleButton value={0}>0 (off)</ToggleButton>
          <ToggleButton value={3}>3</ToggleButton>
          <ToggleButton value={30}>30 (default)</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={initialRota}
          columns={rotaColumns}
          historyStackSize={size}
          onUndo={record('undo')}
          onRedo={record('redo')}
          hideFooter
        />
      </Box>
      <Box component="ol" aria-label="Undo and redo" sx={{ m: 0, paddingInlineStart: 3, fontSize: 13 }}>
        {events.map((line, index) => (
          <li key={`${line}-${events.length - index}`}>{line}</li>
        ))}
      </Box>
    </Stack>
  );
}
