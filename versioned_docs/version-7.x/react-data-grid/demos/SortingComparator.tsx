import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

// Sizes sort by their place in the list above, not alphabetically.
const bySize: GridComparatorFn<string> = (a, b) => SIZES.indexOf(a) - SIZES.indexOf(b);

const jackets = [
  { id: 1, model: 'Ridge shell', size: 'L', colour: 'Moss', stock: 7 },
  { id: 2, model: 'Ridge shell', size: 'S', colour: 'Moss', stock: 12 },
  { id: 3, model: 'Trail fleece', size: 'XXL', colour: 'Slate', stock: 2 },
  { id: 4, model: 'Trail fleece', size: 'M', colour: 'Slate', stock: 9 },
  { id: 5, model: 'Bothy parka', size: 'XS', colour: 'Rust', stock: 4 },
  { id: 6, model: 'Bothy parka', size: 'XL', colour: 'Rust', stock: 0 },
];

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 140 },
  { field: 'size', headerName: 'Size', width: 90, sortComparator: bySize },
  { field: 'colour', headerName: 'Colour', width: 100 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function SortingComparator() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={jackets}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
