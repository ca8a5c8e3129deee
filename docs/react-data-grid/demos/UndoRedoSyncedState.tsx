import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridEventListener } from '@mui/x-data-grid-premium';
import { initialRota, rotaColumns, type RotaRow } from './shiftRota';

export default function UndoRedoSyncedState() {
  const apiRef = useGridApiRef();
  // Your copy of the rows: what would be saved or sent to a server.
  const [saved, setSaved] = React.useState<RotaRow[]>(initialRota);
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (row: RotaRow) => {
    setSaved((rows) => rows.map((candidate) => (candidate.id === row.id ? row : candidate)));
    setLog((lines) => [`edit: ${row.nurse}`, ...lines].slice(0, 5));
    return row;
  };

  // Undo and redo update the grid's rows directly, without processRowUpdate: copy the result back.
  const syncFromGrid: GridEventListener<'undo'> = ({ eventName, data }) => {
    const id = (data as { id?: RotaRow['id'] }).id;
    const row = id === undefined ? null : apiRef.current?.getRow<RotaRow>(id);
    if (!row) return;
    setSaved((rows) => rows.map((candidate) => (candidate.id === row.id ? { ...row } : candidate)));
    setLog((lines) => [`${eventName} reverted or replayed for ${row.nurse}`, ...lines].slice(0, 5));
  };

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={initialRota}
          columns={rotaColumns}
          processRowUpdate={processRowUpdate}
          onUndo={syncFromGrid}
          onRedo={syncFromGrid}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status">
        Saved copy: {saved.map((row) => `${row.nurse.split(' ')[0]} ${row.monday}`).join(' · ')}
      </Typography>
      <Box component="ol" aria-label="History" sx={{ m: 0, paddingInlineStart: 3, fontSize: 13 }}>
        {log.map((line, index) => (
          <li key={`${line}-${log.length - index}`}>{line}</li>
        ))}
      </Box>
    </Stack>
  );
}
