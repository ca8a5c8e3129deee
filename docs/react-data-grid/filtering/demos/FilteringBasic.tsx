import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { books, GENRES, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
  { field: 'available', headerName: 'On shelf', type: 'boolean', width: 100 },
];

export default function FilteringBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'pages', operator: '<', value: 300 }] } },
        }}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
