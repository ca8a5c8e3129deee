import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

interface Seat {
  id: number;
  seat: string;
  section: string;
  price: number;
  sold: boolean;
}

const seats: Seat[] = [
  { id: 1, seat: 'A1', section: 'Stalls', price: 48, sold: false },
  { id: 2, seat: 'A2', section: 'Stalls', price: 48, sold: true },
  { id: 3, seat: 'A3', section: 'Stalls', price: 48, sold: false },
  { id: 4, seat: 'C7', section: 'Circle', price: 36, sold: true },
  { id: 5, seat: 'C8', section: 'Circle', price: 36, sold: false },
  { id: 6, seat: 'B1', section: 'Box', price: 90, sold: false },
];

const columns: GridColDef<Seat>[] = [
  { field: 'seat', headerName: 'Seat', width: 80 },
  { field: 'section', headerName: 'Section', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
  { field: 'sold', headerName: 'Sold', type: 'boolean', width: 90 },
];

// Sold seats show a disabled checkbox and cannot be selected.
const isRowSelectable = (params: GridRowParams<Seat>) => !params.row.sold;

export default function SelectionRules() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={seats}
        columns={columns}
        checkboxSelection
        isRowSelectable={isRowSelectable}
        // Only the checkboxes select; a click elsewhere in the row does not.
        disableRowSelectionOnClick
      />
    </Box>
  );
}
