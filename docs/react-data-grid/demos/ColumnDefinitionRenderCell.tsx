import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createBooks, type Book } from './columnsData';

const rows = createBooks(12);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  {
    field: 'rating',
    headerName: 'Reader rating',
    type: 'number',
    width: 160,
    // 'flex' centres custom content vertically in the cell.
    display: 'flex',
    renderCell: (params) => (
      <Rating
        value={params.value}
        precision={0.5}
        readOnly
        size="small"
        aria-label={`${params.value} stars`}
      />
    ),
  },
  {
    field: 'available',
    headerName: 'On the shelf',
    type: 'number',
    width: 140,
    display: 'flex',
    valueGetter: (_value, row) => row.copies - row.onLoan,
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        color={params.value === 0 ? 'warning' : 'success'}
        label={params.value === 0 ? 'All on loan' : `${params.value} of ${params.row.copies}`}
      />
    ),
  },
];

export default function ColumnDefinitionRenderCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
