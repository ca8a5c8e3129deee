import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { loans, type Loan } from './styleData';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'branch', headerName: 'Branch', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];

export default function StyleStripedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        // The index restarts on each page, so every page starts with an even row.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={{
          [`& .${gridClasses.row}.odd`]: { bgcolor: 'action.hover' },
          [`& .${gridClasses.row}.odd:hover`]: { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}
