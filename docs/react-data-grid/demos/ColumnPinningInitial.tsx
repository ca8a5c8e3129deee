import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(16);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 160 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 200 },
  { field: 'aircraft', headerName: 'Aircraft', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'booked', headerName: 'Booked', type: 'number', width: 100 },
  { field: 'durationMinutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ColumnPinningInitial() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['flightNumber'], right: ['status'] } }}
        hideFooter
      />
    </Box>
  );
}
