import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(14);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 160 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 200 },
  { field: 'aircraft', headerName: 'Aircraft', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'booked', headerName: 'Booked', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function FeaturesPlanToggle() {
  const [pro, setPro] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pro} onChange={(event) => setPro(event.target.checked)} />}
        label="Render with DataGridPro"
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {pro
          ? 'Pro: the flight number is pinned, columns can be dragged, and shift-click sorts by several columns.'
          : 'MIT: one sorted column at a time, fixed column order, no pinning.'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {pro ? (
          <DataGridPro
            rows={rows}
            columns={columns}
            initialState={{ pinnedColumns: { left: ['flightNumber'] } }}
            hideFooter
          />
        ) : (
          <DataGrid rows={rows} columns={columns} hideFooter />
        )}
      </Box>
    </Box>
  );
}
