import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface CarPark {
  id: number;
  name: string;
  capacity: number;
  free: number;
}

const NAMES = [
  'Station Square',
  'Cathedral Lane',
  'Riverside Mall',
  'Hospital North',
  'Exhibition Centre',
  'Market Street',
  'University West',
  'Harbour Ferry',
];

/** Car parks of a city guidance system; the starting counts are fixed. */
const carParks: CarPark[] = NAMES.map((name, index) => {
  const capacity = 150 + index * 60;
  return { id: index + 1, name, capacity, free: Math.round(capacity * (0.2 + ((index * 13) % 60) / 100)) };
});

const columns: GridColDef<CarPark>[] = [
  { field: 'name', headerName: 'Car park', flex: 1, minWidth: 170 },
  { field: 'capacity', headerName: 'Spaces', type: 'number', width: 100 },
  { field: 'free', headerName: 'Free now', type: 'number', width: 110 },
];

export default function PerformanceUpdateRows() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [updates, setUpdates] = React.useState(0);

  React.useEffect(() => {
    if (!running) return undefined;
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      // Only the changed rows are sent, each with its id and the fields that changed.
      const changed = carParks
        .filter((park) => (park.id + tick) % 3 === 0)
        .map((park) => ({
          id: park.id,
          free: Math.max(0, park.free + (((park.id * 7 + tick * 5) % 21) - 10)),
        }));
      // The MIT grid takes one row per call; DataGridPro accepts the whole batch in one call.
      for (const change of changed) apiRef.current?.updateRows([change]);
      setUpdates((count) => count + changed.length);
    }, 1000);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause the feed' : 'Resume the feed'}
        </Button>
        <Typography variant="body2">Row updates applied: {updates}</Typography>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={carParks} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
