import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { flights, formatDeparture, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 110 },
  { field: 'airline', headerName: 'Airline', width: 130 },
  { field: 'destination', headerName: 'To', width: 90 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 190,
    valueFormatter: (value: Date | string | undefined) => formatDeparture(value),
    // One group per calendar day (UTC) instead of one per exact timestamp.
    groupingValueGetter: (value: Date) => value.toISOString().slice(0, 10),
  },
  {
    field: 'onTime',
    headerName: 'On time',
    type: 'boolean',
    width: 100,
    // Booleans are valid keys, but words read better in a group label.
    groupingValueGetter: (value: boolean) => (value ? 'On time' : 'Delayed'),
  },
];

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={flights}
        columns={columns}
        initialState={{ rowGrouping: { model: ['departure', 'onTime'] } }}
        groupingColDef={{ headerName: 'Day / punctuality', width: 220 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
