import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { flights, formatDeparture, type Flight } from './rowGroupingFlights';

const COUNTRIES: Record<string, string> = {
  LHR: 'United Kingdom',
  DUB: 'Ireland',
  CDG: 'France',
  FCO: 'Italy',
  JFK: 'United States',
  ATH: 'Greece',
  OSL: 'Norway',
  VIE: 'Austria',
};

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 110 },
  { field: 'airline', headerName: 'Airline', width: 130 },
  {
    field: 'destination',
    headerName: 'To',
    width: 90,
    // Group airports by country; the cells still show the airport code.
    groupingValueGetter: (value: string) => COUNTRIES[value] ?? 'Other',
  },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 190,
    valueFormatter: (value: Date | string | undefined) => formatDeparture(value),
    // One group per calendar day (UTC) instead of one per exact timestamp.
    groupingValueGetter: (value: Date) => value.toISOString().slice(0, 10),
  },
];

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={flights}
        columns={columns}
        initialState={{ rowGrouping: { model: ['departure', 'destination'] } }}
        groupingColDef={{ headerName: 'Day / country', width: 220 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
