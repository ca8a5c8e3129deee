import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Lavender', pot: '12 cm', stock: 48 },
  { id: 2, plant: 'Rosemary', pot: '14 cm', stock: 31 },
  { id: 3, plant: 'Lemon thyme', pot: '9 cm', stock: 64 },
  { id: 4, plant: 'Sage', pot: '12 cm', stock: 22 },
  { id: 5, plant: 'Mint', pot: '9 cm', stock: 80 },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', width: 160 },
  { field: 'pot', headerName: 'Pot size', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];

export default function QuickstartFirstGrid() {
  // The grid fills its parent, so the parent needs a height.
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
