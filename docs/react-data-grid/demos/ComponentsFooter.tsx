import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { currency, invoices, type Invoice } from './componentsData';

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

// A module-level component: the grid gets the same footer type on every render.
function InvoiceTotalsFooter() {
  const apiRef = useGridApiContext();
  // Every row that passes the filters, on all pages, in the current sort order.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + (entry.model as Invoice).amount, 0);
  const unpaid = entries.filter((entry) => !(entry.model as Invoice).paid).length;

  return (
    <GridFooterContainer>
      <Box sx={{ px: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Total {currency.format(total)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {unpaid} of {entries.length} invoices unpaid
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ComponentsFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, 25]}
        slots={{ footer: InvoiceTotalsFooter }}
      />
    </Box>
  );
}
