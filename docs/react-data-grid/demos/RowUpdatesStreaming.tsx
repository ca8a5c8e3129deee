import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Sensor {
  id: string;
  room: string;
  temperature: number;
  humidity: number;
  updates: number;
}

const ROOMS = ['Server room', 'Cold store 1', 'Cold store 2', 'Packing hall', 'Office', 'Loading bay'];
const UPDATE_EVERY_MS = 700;

const initialRows: Sensor[] = ROOMS.map((room, index) => ({
  id: `S-${index + 1}`,
  room,
  temperature: 18 + index,
  humidity: 40 + index * 3,
  updates: 0,
}));

/** A reading that wanders around the room's base value, derived from the tick number. */
function reading(index: number, tick: number) {
  const wave = Math.sin(tick / 3 + index);
  return {
    temperature: Math.round((18 + index + wave * 1.5) * 10) / 10,
    humidity: Math.round(40 + index * 3 + wave * 4),
  };
}

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 90 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value} %`,
  },
  { field: 'updates', headerName: 'Updates', type: 'number', width: 100 },
];

export default function RowUpdatesStreaming() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const tick = React.useRef(0);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      tick.current += 1;
      const index = tick.current % ROOMS.length;
      const id = `S-${index + 1}`;
      const previous = apiRef.current?.getRow<Sensor>(id);
      if (previous) {
        apiRef.current?.updateRows([{ id, ...reading(index, tick.current), updates: previous.updates + 1 }]);
      }
    }, UPDATE_EVERY_MS);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
