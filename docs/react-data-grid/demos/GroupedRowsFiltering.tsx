import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { flights, formatDeparture, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'destination', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 190,
    valueFormatter: (value: Date | string | undefined) => formatDeparture(value),
  },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 110 },
];

/** The last day of the week of departures. */
const LAST_DAY = new Date(Date.UTC(2025, 5, 6));

const FILTERS: Array<{ label: string; model: GridFilterModel }> = [
  {
    // An item on the grouping column tests the group keys: here the airline names.
    label: 'Grouping column: airline starts with "L"',
    model: { items: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'startsWith', value: 'L' }] },
  },
  {
    // An item on another column tests the flights; groups left without flights disappear.
    label: 'Leaf column: departing from 6 June',
    model: { items: [{ field: 'departure', operator: 'onOrAfter', value: LAST_DAY }] },
  },
  {
    label: 'Both',
    model: {
      items: [
        { id: 1, field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'startsWith', value: 'L' },
        { id: 2, field: 'departure', operator: 'onOrAfter', value: LAST_DAY },
      ],
    },
  },
  { label: 'No filter', model: { items: [] } },
];

export default function GroupedRowsFiltering() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(FILTERS[0]?.model ?? { items: [] });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {FILTERS.map(({ label, model }) => (
          <Button
            key={label}
            size="small"
            variant={model === filterModel ? 'contained' : 'outlined'}
            onClick={() => setFilterModel(model)}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={flights}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['airline'] },
            columns: { columnVisibilityModel: { airline: false } },
          }}
          groupingColDef={{ headerName: 'Airline', width: 180 }}
          defaultGroupingExpansionDepth={1}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
