import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createBooks, type Book } from './columnsData';

const allBooks = createBooks(12);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

export default function LayoutAutoHeight() {
  const [count, setCount] = React.useState(2);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((n) => Math.min(n + 2, allBooks.length))}
        >
          Add two books
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.max(n - 2, 0))}>
          Remove two books
        </Button>
      </Stack>
      {/* autoHeight: the grid is exactly as tall as its rows; the page grows instead of the grid scrolling. */}
      <DataGrid rows={allBooks.slice(0, count)} columns={columns} autoHeight hideFooter />
    </Stack>
  );
}
