import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const lockers = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  locker: `L-${String(index + 1).padStart(3, '0')}`,
  floor: (index % 4) + 1,
  free: index % 3 === 0,
}));

const columns: GridColDef[] = [
  { field: 'locker', headerName: 'Locker', flex: 1 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 100 },
  { field: 'free', headerName: 'Free', type: 'boolean', width: 100 },
];

export default function PaginationAutoPageSize() {
  // The page size follows the height: as many rows as fit in 300 px, no scrolling.
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={lockers} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
