import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import { flights, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'destination', headerName: 'To', width: 80 },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 120 },
];

const ORDERS: Record<string, GridSortModel> = {
  name: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }],
  total: [{ field: 'seatsSold', sort: 'desc' }],
  none: [],
};

export default function GroupedRowsSortByTotal() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(ORDERS.total ?? []);
  // The button that matches the current model, if any (a click on a header may give another one).
  const order = Object.keys(ORDERS).find((key) => JSON.stringify(ORDERS[key]) === JSON.stringify(sortModel)) ?? null;

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={order}
        onChange={(_event, value: string | null) => value && setSortModel(ORDERS[value] ?? [])}
        aria-label="Order of the airlines"
      >
        <ToggleButton value="name">Airline A–Z</ToggleButton>
        <ToggleButton value="total">Most seats sold first</ToggleButton>
        <ToggleButton value="none">Data order</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={flights}
          columns={columns}
          rowGroupingModel={['airline']}
          columnVisibilityModel={{ airline: false }}
          // Group rows get the sum of their flights, so sorting this column orders the groups by total.
          aggregationModel={{ seatsSold: 'sum' }}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          groupingColDef={{ headerName: 'Airline', width: 180 }}
        />
      </Box>
    </Stack>
  );
}
