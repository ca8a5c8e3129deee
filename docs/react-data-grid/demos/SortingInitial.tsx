import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createDepartures, formatTime, type Departure } from './sortingData';

const rows = createDepartures(18);

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  {
    field: 'scheduled',
    headerName: 'Departs',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value: Date) => formatTime(value),
  },
  {
    field: 'delayMinutes',
    headerName: 'Delay (min)',
    type: 'number',
    width: 120,
    // Longest delays first, then back to the original order: no ascending step.
    sortingOrder: ['desc', null],
  },
  { field: 'gate', headerName: 'Gate', width: 90, sortable: false },
];

export default function SortingInitial() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'destination', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
