import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: string;
  flight: string;
  destination: string;
  gate: string;
  scheduled: string;
  status: 'On time' | 'Boarding' | 'Delayed';
}

const DESTINATIONS = [
  'Lisbon',
  'Reykjavík',
  'Nairobi',
  'Montréal',
  'Osaka',
  'Tbilisi',
  'Valparaíso',
  'Tallinn',
];
const STATUSES: Departure['status'][] = ['On time', 'Boarding', 'Delayed'];

/** Builds the n-th departure of the day from its index, so every run produces the same board. */
function departure(index: number): Departure {
  const minutes = 6 * 60 + index * 25;
  return {
    id: `dep-${index}`,
    flight: `XD ${String(210 + index * 13)}`,
    destination: DESTINATIONS[index % DESTINATIONS.length] ?? '',
    gate: `${'ABC'[index % 3]}${((index * 7) % 20) + 1}`,
    scheduled: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    status: STATUSES[(index * 5) % STATUSES.length] ?? 'On time',
  };
}

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function RowDefinitionUpdateRows() {
  const [rows, setRows] = React.useState<Departure[]>(() => [0, 1, 2, 3].map(departure));
  const [nextIndex, setNextIndex] = React.useState(4);

  // Each handler builds a new array: the grid only notices a new `rows` reference.
  const addDeparture = () => {
    setRows((previous) => [...previous, departure(nextIndex)]);
    setNextIndex((index) => index + 1);
  };
  const removeFirst = () => setRows((previous) => previous.slice(1));
  const delayAll = () => setRows((previous) => previous.map((row) => ({ ...row, status: 'Delayed' })));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addDeparture}>
          Add departure
        </Button>
        <Button size="small" variant="outlined" onClick={removeFirst} disabled={rows.length === 0}>
          Remove first
        </Button>
        <Button size="small" variant="outlined" onClick={delayAll} disabled={rows.length === 0}>
          Delay all
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
