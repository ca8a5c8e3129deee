import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  // Shelf marks are internal codes: nobody searches by them.
  {
    field: 'shelfMark',
    headerName: 'Shelf mark',
    width: 130,
    filterable: false,
    valueGetter: (_value, row) => `${row.genre.slice(0, 3).toUpperCase()}-${String(row.id).padStart(3, '0')}`,
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function FilteringDisable() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
