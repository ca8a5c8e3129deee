import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import { flights, type Flight } from './rowGroupingFlights';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNo', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'destination', headerName: 'To', width: 80 },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 110 },
];

/** Three ways to set up the same grouping column; only the sorting differs. */
const SETUPS: Record<string, GridGroupingColDefOverride<Flight>> = {
  groups: { headerName: 'Airline / destination' },
  leaves: { headerName: 'Airline / destination / flight', leafField: 'flightNo' },
  both: { headerName: 'Airline / destination / flight', leafField: 'flightNo', mainGroupingCriteria: 'destination' },
};

const DESCENDING: GridSortModel = [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }];

export default function GroupedRowsLeafSorting() {
  const [setup, setSetup] = React.useState('leaves');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={setup}
        onChange={(_event, value: string | null) => value && setSetup(value)}
        aria-label="Grouping column setup"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="groups">No leafField</ToggleButton>
        <ToggleButton value="leaves">leafField</ToggleButton>
        <ToggleButton value="both">leafField + mainGroupingCriteria</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPremium
          // A new grid per setup, each sorted by the grouping column, descending.
          key={setup}
          rows={flights}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['airline', 'destination'] },
            columns: { columnVisibilityModel: { airline: false, destination: false, flightNo: false } },
            sorting: { sortModel: DESCENDING },
          }}
          defaultGroupingExpansionDepth={2}
          groupingColDef={SETUPS[setup]}
        />
      </Box>
    </Stack>
  );
}
