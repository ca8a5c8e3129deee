import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Booking {
  id: string;
  guest: string;
  room: string;
  nights: number;
}

const initialRows: Booking[] = [
  { id: 'BK-481', guest: 'Aino Virtanen', room: '204 Garden view', nights: 3 },
  { id: 'BK-482', guest: 'Rafael Costa', room: '112 Twin', nights: 1 },
  { id: 'BK-485', guest: 'Leila Haddad', room: '310 Suite', nights: 5 },
  { id: 'BK-487', guest: 'Bram de Vries', room: '208 Garden view', nights: 2 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'id', headerName: 'Booking', width: 100 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150, editable: true },
  { field: 'room', headerName: 'Room', width: 170, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
];

const MAX_ENTRIES = 6;

export default function EditingEventsRowMode() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, MAX_ENTRIES));

  const handleRowEditStart: GridEventListener<'rowEditStart'> = (params) => {
    add(
      `rowEditStart · ${params.id} from ${params.field ?? 'no field'} · reason: ${params.reason ?? 'none'}`,
    );
  };
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params) => {
    add(`rowEditStop · ${params.id} · reason: ${params.reason ?? 'none'}`);
  };

  // Runs after rowEditStop when the row is saved; Escape discards the changes and skips it.
  const processRowUpdate = (newRow: Booking) => {
    add(`processRowUpdate · ${newRow.id} saved: ${newRow.guest}, ${newRow.nights} nights`);
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          editMode="row"
          onRowEditStart={handleRowEditStart}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Box
        role="log"
        aria-label="Row editing events"
        sx={{ minHeight: 150, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace' }}
      >
        {log.length === 0 ? (
          <Typography variant="body2">
            Double-click a row, change a value, then press Enter or Escape.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${log.length - index}-${entry}`} variant="body2" sx={{ fontFamily: 'inherit' }}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
