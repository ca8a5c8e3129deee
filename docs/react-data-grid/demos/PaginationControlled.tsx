import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { createInvoices, euro, type Invoice } from './paginationData';

const rows = createInvoices(47);

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
];

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const lastPage = Math.max(0, Math.ceil(rows.length / paginationModel.pageSize) - 1);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: lastPage }))}
        >
          Last page
        </Button>
        <Typography variant="body2">
          Page {paginationModel.page + 1} of {lastPage + 1}, {paginationModel.pageSize} invoices per page
        </Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 20]}
        />
      </Box>
    </Stack>
  );
}
