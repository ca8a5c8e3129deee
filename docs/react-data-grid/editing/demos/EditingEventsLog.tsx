import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Station {
  id: string;
  station: string;
  note: string;
  pressure: number;
}

const rows: Station[] = [
  { id: 'st-01', station: 'Pump house 1', note: 'Replace seal in Q3', pressure: 4.2 },
  { id: 'st-02', station: 'Filter bank B', note: 'Backwash weekly', pressure: 3.8 },
  { id: 'st-03', station: 'Reservoir inlet', note: 'Check valve sticks in frost', pressure: 5.1 },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 160 },
  { field: 'note', headerName: 'Maintenance note', flex: 1, minWidth: 200, editable: true },
  { field: 'pressure', headerName: 'Pressure (bar)', type: 'number', width: 140, editable: true },
];

const MAX_ENTRIES = 6;

export default function EditingEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, MAX_ENTRIES));

  const handleEditStart: GridEventListener<'cellEditStart'> = (params) => {
    add(`cellEditStart · ${params.field} of ${params.id} · reason: ${params.reason ?? 'none'}`);
  };
  const handleEditStop: GridEventListener<'cellEditStop'> = (params) => {
    add(`cellEditStop · ${params.field} of ${params.id} · reason: ${params.reason ?? 'none'}`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleEditStart}
          onCellEditStop={handleEditStop}
          hideFooter
        />
      </Box>
      <Box
        component="ol"
        aria-label="Editing events"
        sx={{ m: 0, pl: 3, minHeight: 24 * MAX_ENTRIES, fontFamily: 'monospace', fontSize: 13 }}
      >
        {log.length === 0 ? (
          <Typography component="li" variant="body2" sx={{ listStyle: 'none', ml: -3 }}>
            Start editing a cell: double-click, press Enter, type a letter, press Delete or paste.
          </Typography>
        ) : (
          log.map((entry, index) => <li key={`${log.length - index}`}>{entry}</li>)
        )}
      </Box>
    </Stack>
  );
}
