import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(12);

const columns: GridColDef<Flight>[] = [
  // The flight number identifies the row: it can never be hidden.
  { field: 'flightNumber', headerName: 'Flight', width: 100, hideable: false },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  // Internal columns stay out of the columns panel altogether.
  { field: 'fare', headerName: 'Base fare (€)', type: 'number', width: 120 },
];

const INTERNAL_FIELDS = ['fare'];

export default function ColumnVisibilityHideable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (allColumns) =>
              allColumns
                .filter((column) => !INTERNAL_FIELDS.includes(column.field))
                .map((column) => column.field),
          },
        }}
        hideFooter
      />
    </Box>
  );
}
