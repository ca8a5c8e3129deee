import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { LIBRARY_TODAY, loans, type Loan } from './styleData';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  {
    field: 'dueDate',
    headerName: 'Due',
    type: 'date',
    width: 120,
    headerClassName: 'loans-due-header',
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
    cellClassName: (params) =>
      params.value instanceof Date && params.value < LIBRARY_TODAY ? 'loans-overdue' : '',
  },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];

export default function StyleSx() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={columns}
        hideFooter
        sx={{
          borderRadius: 2,
          borderColor: 'primary.main',
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'action.selected' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: { outline: 'none' },
          '& .loans-due-header': { color: 'warning.main' },
          '& .loans-overdue': { color: 'error.main', fontWeight: 600 },
        }}
      />
    </Box>
  );
}
