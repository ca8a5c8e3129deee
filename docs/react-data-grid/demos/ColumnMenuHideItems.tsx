import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';
import { createBooks, type Book } from './columnsData';

const rows = createBooks(12);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 120 },
  { field: 'published', headerName: 'Published', width: 110 },
];

/** Readers of this catalogue filter first and never hide columns. */
function CatalogueColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuColumnsItem: null }}
      slotProps={{ columnMenuFilterItem: { displayOrder: 0 } }}
    />
  );
}

export default function ColumnMenuHideItems() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CatalogueColumnMenu }} hideFooter />
    </Box>
  );
}
