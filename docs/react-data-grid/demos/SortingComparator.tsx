import Box from '@mui/material/Box';
import {
  DataGrid,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';
import { createDepartures, type Departure, type FlightStatus } from './sortingData';

const rows = createDepartures(16);

/** Operational priority of a status: what the gate staff need to see first. */
const STATUS_RANK: Record<FlightStatus, number> = { Boarding: 0, Delayed: 1, 'On time': 2, Cancelled: 3 };

const statusComparator: GridComparatorFn<FlightStatus> = (a, b) => STATUS_RANK[a] - STATUS_RANK[b];

/** Flights without a gate stay at the bottom, whichever direction the column is sorted in. */
function gateComparator(direction: GridSortDirection): GridComparatorFn<string | null> {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, paramsA, paramsB) => {
    if (a === null && b === null) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return sign * gridStringOrNumberComparator(a, b, paramsA, paramsB);
  };
}

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 130, sortComparator: statusComparator },
  {
    field: 'gate',
    headerName: 'Gate',
    width: 110,
    valueFormatter: (value: string | null) => value ?? 'not assigned',
    getSortComparator: gateComparator,
  },
];

export default function SortingComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'status', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
