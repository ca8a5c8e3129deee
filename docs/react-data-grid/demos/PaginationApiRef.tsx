import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPageCountSelector,
  useGridApiRef,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createInvoices, euro, type Invoice } from './paginationData';

const invoices = createInvoices(120);

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: (value: number) => euro(value) },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function PaginationApiRef() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [wanted, setWanted] = React.useState('INV-2025-0057');
  const [message, setMessage] = React.useState('');

  const go = (page: number) => apiRef.current?.setPage(page);
  const lastPage = () => (apiRef.current ? gridPageCountSelector(apiRef) - 1 : 0);

  /** Finds the invoice in the current filter and sort order, opens its page and scrolls it into view. */
  const jumpTo = () => {
    const api = apiRef.current;
    if (!api) return;
    const row = invoices.find((invoice) => invoice.number === wanted.trim().toUpperCase());
    const index = row ? gridExpandedSortedRowIdsSelector(apiRef).indexOf(row.id) : -1;
    if (!row || index === -1) {
      setMessage(`${wanted} is not in the list as it is filtered now.`);
      return;
    }
    api.setPage(Math.floor(index / model.pageSize));
    setMessage(`${row.number} is on page ${Math.floor(index / model.pageSize) + 1}.`);
    requestAnimationFrame(() => api.selectRow(row.id, true, true));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button size="small" onClick={() => go(0)}>
          First
        </Button>
        <Button size="small" onClick={() => go(Math.max(0, model.page - 1))}>
          Previous
        </Button>
        <Button size="small" onClick={() => go(Math.min(lastPage(), model.page + 1))}>
          Next
        </Button>
        <Button size="small" onClick={() => go(lastPage())}>
          Last
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(model.pageSize === 10 ? 25 : 10)}>
          {model.pageSize === 10 ? '25' : '10'} per page
        </Button>
        <TextField
          size="small"
          label="Invoice"
          value={wanted}
          onChange={(event) => setWanted(event.target.value)}
          sx={{ width: 160 }}
        />
        <Button size="small" variant="contained" onClick={jumpTo}>
          Show
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        Page {model.page + 1}, {model.pageSize} rows per page. {message}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          paginationModel={model}
          onPaginationModelChange={setModel}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Stack>
  );
}
