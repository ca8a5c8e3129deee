import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createInvoices, type Invoice } from './columnsData';

const rows = createInvoices(12);

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Net amount of an invoice: billed hours plus expenses. */
function netAmount(invoice: Invoice): number {
  return invoice.hours * invoice.hourlyRate + invoice.expenses;
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
  {
    field: 'net',
    headerName: 'Net',
    type: 'number',
    width: 120,
    // A value that is not in the row: computed from other fields.
    valueGetter: (_value, row) => netAmount(row),
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'vatRate',
    headerName: 'VAT',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
  {
    field: 'gross',
    headerName: 'Total due',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => Math.round(netAmount(row) * (1 + row.vatRate) * 100) / 100,
    valueFormatter: (value: number) => euros.format(value),
  },
];

export default function ColumnDefinitionValueGetter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
