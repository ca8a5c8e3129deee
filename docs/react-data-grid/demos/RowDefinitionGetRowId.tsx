import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface CatalogueEntry {
  isbn: string;
  title: string;
  publisher: string;
  year: number;
  copies: number;
}

const entries: CatalogueEntry[] = [
  { isbn: '978-0-14-118776-1', title: 'Middlemarch', publisher: 'Penguin Classics', year: 2003, copies: 4 },
  { isbn: '978-0-09-957807-9', title: 'Atonement', publisher: 'Vintage', year: 2002, copies: 6 },
  { isbn: '978-0-571-33705-1', title: 'Milkman', publisher: 'Faber & Faber', year: 2018, copies: 3 },
  {
    isbn: '978-1-78378-170-7',
    title: 'Lincoln in the Bardo',
    publisher: 'Bloomsbury',
    year: 2017,
    copies: 2,
  },
  { isbn: '978-0-330-50811-0', title: 'Wolf Hall', publisher: 'Picador', year: 2010, copies: 5 },
  { isbn: '978-0-241-97269-0', title: 'Normal People', publisher: 'Penguin', year: 2019, copies: 7 },
];

// Declared outside the component, so the grid receives the same function on every render.
const getRowId: GridRowIdGetter<CatalogueEntry> = (row) => row.isbn;

const columns: GridColDef<CatalogueEntry>[] = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'publisher', headerName: 'Publisher', width: 150 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={entries} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
