import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { createDepartures, formatTime, type Departure } from './sortingData';

const rows = createDepartures(14);

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
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 120 },
];

export default function SortingControlled() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'scheduled', sort: 'asc' }]);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'scheduled', sort: 'asc' }])}
        >
          Next departures
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'delayMinutes', sort: 'desc' }])}
        >
          Worst delays
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
      </Stack>
      <Typography variant="body2" component="code">
        sortModel: {JSON.stringify(sortModel)}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
