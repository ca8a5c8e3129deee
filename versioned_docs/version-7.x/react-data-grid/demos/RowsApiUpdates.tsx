import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  flight: string;
  destination: string;
  gate: string;
  status: string;
}

const initialFlights: Flight[] = [
  { id: 'NX210', flight: 'NX 210', destination: 'Tallinn', gate: 'B4', status: 'Boarding' },
  { id: 'KL881', flight: 'KL 881', destination: 'Porto', gate: 'C11', status: 'On time' },
  { id: 'SR402', flight: 'SR 402', destination: 'Gdańsk', gate: 'A2', status: 'Delayed' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function RowsApiUpdates() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          // A partial row: only the fields given change.
          onClick={() => apiRef.current.updateRows([{ id: 'SR402', gate: 'A7', status: 'Gate changed' }])}
        >
          Move SR 402 to gate A7
        </Button>
        <Button
          size="small"
          variant="outlined"
          // An unknown id inserts a row.
          onClick={() =>
            apiRef.current.updateRows([
              { id: 'LO117', flight: 'LO 117', destination: 'Riga', gate: 'B9', status: 'On time' },
            ])
          }
        >
          Add LO 117
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.updateRows([{ id: 'NX210', _action: 'delete' }])}
        >
          Remove NX 210 (departed)
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={initialFlights} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
