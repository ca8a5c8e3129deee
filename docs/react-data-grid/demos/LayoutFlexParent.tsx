import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

const allFlights = createFlights(15);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 190 },
];

export default function LayoutFlexParent() {
  const [count, setCount] = React.useState(3);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((n) => Math.min(n + 1, allFlights.length))}
        >
          Add a flight
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.max(n - 1, 0))}>
          Remove a flight
        </Button>
      </Stack>
      {/* No fixed height: the grid grows with its rows between the two limits, then scrolls. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 420 }}>
        <DataGrid rows={allFlights.slice(0, count)} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
