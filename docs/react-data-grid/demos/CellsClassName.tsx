import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface ColdRoom {
  id: string;
  room: string;
  target: number;
  measured: number;
  doorOpenMinutes: number;
}

const ROOMS = ['Dairy', 'Fresh meat', 'Fish', 'Vegetables', 'Frozen A', 'Frozen B', 'Flowers'];
const TARGETS = [4, 2, 1, 8, -18, -18, 6];

const rows: ColdRoom[] = ROOMS.map((room, index) => {
  const target = TARGETS[index] ?? 4;
  return {
    id: `CR-${index + 1}`,
    room,
    target,
    measured: target + (((index * 7) % 9) - 3) * 0.8,
    doorOpenMinutes: (index * 11) % 40,
  };
});

const columns: GridColDef<ColdRoom>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 140 },
  { field: 'target', headerName: 'Target °C', type: 'number', width: 110 },
  {
    field: 'measured',
    headerName: 'Measured °C',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => value.toFixed(1),
    // Column-level rule: compares the cell with another field of its row.
    cellClassName: (params: GridCellParams<ColdRoom, number>) =>
      (params.value ?? 0) - params.row.target > 1.5 ? 'cold-room--too-warm' : '',
  },
  { field: 'doorOpenMinutes', headerName: 'Door open (min)', type: 'number', width: 150 },
];

// Grid-level rule: sees every cell, so it can use the field name too.
const getCellClassName = (params: GridCellParams<ColdRoom>) =>
  params.field === 'doorOpenMinutes' && Number(params.value) >= 30 ? 'cold-room--door-alert' : '';

export default function CellsClassName() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        '& .cold-room--too-warm': { bgcolor: 'error.light', color: 'error.contrastText', fontWeight: 600 },
        '& .cold-room--door-alert': { color: 'warning.main', fontWeight: 700 },
      }}
    >
      <DataGrid rows={rows} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
