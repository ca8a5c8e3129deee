import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { flights, formatDeparture, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 110 },
  { field: 'airline', headerName: 'Airline', width: 130 },
  { field: 'origin', headerName: 'From', width: 90 },
  { field: 'destination', headerName: 'To', width: 90 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 190,
    valueFormatter: (value: Date | string | undefined) => formatDeparture(value),
  },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 110 },
];

export default function RowGroupingBasic() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['airline'] },
      // The flight number is shown in the grouping column instead (see leafField).
      columns: { columnVisibilityModel: { flightNo: false } },
    },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={flights}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Airline / flight', leafField: 'flightNo', width: 210 }}
      />
    </Box>
  );
}
