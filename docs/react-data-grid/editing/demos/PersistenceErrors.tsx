import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { initialSeats, saveSeat, type Seat } from './persistenceServer';

const columns: GridColDef<Seat>[] = [
  { field: 'id', headerName: 'Booking', width: 120 },
  { field: 'passenger', headerName: 'Passenger', flex: 1, minWidth: 150, editable: true },
  { field: 'seat', headerName: 'Seat', width: 90, editable: true },
  { field: 'revision', headerName: 'Revision', type: 'number', width: 100 },
];

export default function PersistenceErrors() {
  const [rows, setRows] = React.useState(initialSeats);
  const [error, setError] = React.useState<string | null>(null);

  const processRowUpdate = React.useCallback(async (newRow: Seat) => {
    setError(null);
    const saved = await saveSeat(newRow); // a rejection keeps the cell open
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  }, []);

  const handleError = React.useCallback((reason: unknown) => {
    setError(reason instanceof Error ? reason.message : 'The change could not be saved.');
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity={error ? 'error' : 'info'} sx={{ mb: 1 }}>
        {error ?? 'Try seat 45K, or clear a passenger name, then press Enter.'}
      </Alert>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          hideFooter
        />
      </Box>
    </Box>
  );
}
