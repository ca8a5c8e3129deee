import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createInvoices, euro, type Invoice } from './paginationData';

const rows = createInvoices(64);

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euro(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function PaginationSizeOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 1 } } }}
        pageSizeOptions={[5, 10, { value: 20, label: 'twenty' }]}
      />
    </Box>
  );
}
