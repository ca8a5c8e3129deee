import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { departures, type Departure } from './overlaysData';

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const NO_MATCH: GridFilterModel = { items: [], quickFilterValues: ['Reykjavik'] };
const NO_FILTER: GridFilterModel = { items: [] };

export default function OverlaysEmptyStates() {
  const [rows, setRows] = React.useState<Departure[]>(departures);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(NO_FILTER);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setRows(rows.length > 0 ? [] : departures)}>
          {rows.length > 0 ? 'Remove all rows' : 'Restore the rows'}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setFilterModel(NO_MATCH)}>
          Search for Reykjavik
        </Button>
        <Button size="small" onClick={() => setFilterModel(NO_FILTER)}>
          Clear the search
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
          localeText={{
            noRowsLabel: 'No departures are scheduled this morning',
            noResultsOverlayLabel: 'No flight matches the search or filters',
          }}
        />
      </Box>
    </Stack>
  );
}
