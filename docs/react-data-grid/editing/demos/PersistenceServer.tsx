import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { initialSeats, MEALS, saveSeat, type Seat } from './persistenceServer';

const columns: GridColDef<Seat>[] = [
  { field: 'id', headerName: 'Booking', width: 120 },
  { field: 'passenger', headerName: 'Passenger', flex: 1, minWidth: 150, editable: true },
  { field: 'seat', headerName: 'Seat', width: 90, editable: true },
  {
    field: 'meal',
    headerName: 'Meal',
    type: 'singleSelect',
    valueOptions: MEALS,
    width: 140,
    editable: true,
  },
  { field: 'revision', headerName: 'Revision', type: 'number', width: 100 },
];

export default function PersistenceServer() {
  const [message, setMessage] = React.useState<string | null>(null);

  // The grid waits for the promise; the returned row (with its new revision) replaces the old one.
  const processRowUpdate = React.useCallback(async (newRow: Seat, oldRow: Seat) => {
    if (newRow.passenger === oldRow.passenger && newRow.seat === oldRow.seat && newRow.meal === oldRow.meal) {
      return oldRow;
    }
    const saved = await saveSeat(newRow);
    setMessage(`Saved ${saved.id} (revision ${saved.revision})`);
    return saved;
  }, []);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={initialSeats}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
        hideFooter
      />
      <Snackbar open={message !== null} autoHideDuration={3000} onClose={() => setMessage(null)}>
        <Alert severity="info" onClose={() => setMessage(null)} variant="filled">
          {message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
