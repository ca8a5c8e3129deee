import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const hours = ['06', '07', '08', '09', '10', '11', '12', '13', '14', '15'];
const lines = ['Blue line', 'Red line', 'Green line', 'Harbour shuttle', 'Night bus N4'];

// One row per line, one column per hour: wider than the grid, so the middle scrolls.
const timetable = lines.map((line, index) => ({
  id: index + 1,
  line,
  ...Object.fromEntries(hours.map((hour, h) => [`h${hour}`, ((index + 2) * (h + 3)) % 6 + 2])),
  daily: hours.reduce((sum, _hour, h) => sum + (((index + 2) * (h + 3)) % 6 + 2), 0),
}));

const columns: GridColDef[] = [
  { field: 'line', headerName: 'Line', width: 150 },
  ...hours.map((hour) => ({ field: `h${hour}`, headerName: `${hour}:00`, type: 'number' as const, width: 90 })),
  { field: 'daily', headerName: 'Departures / day', type: 'number', width: 150 },
];

export default function PinningInitial() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={timetable}
        columns={columns}
        // Line names stay on the left and the daily total on the right while the hours scroll.
        initialState={{ pinnedColumns: { left: ['line'], right: ['daily'] } }}
      />
    </Box>
  );
}
