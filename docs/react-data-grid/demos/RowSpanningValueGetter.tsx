import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  invoice: string;
  customer: string;
  issued: Date;
  item: string;
  amount: number;
}

const lines: InvoiceLine[] = [
  {
    id: 'a1',
    invoice: 'F-1041',
    customer: 'Blue Heron Café',
    issued: new Date(Date.UTC(2025, 2, 3)),
    item: 'Espresso machine service',
    amount: 180,
  },
  {
    id: 'a2',
    invoice: 'F-1041',
    customer: 'Blue Heron Café',
    issued: new Date(Date.UTC(2025, 2, 3)),
    item: 'Descaling kit',
    amount: 35,
  },
  {
    id: 'b1',
    invoice: 'F-1042',
    customer: 'Blue Heron Café',
    issued: new Date(Date.UTC(2025, 2, 3)),
    item: 'Grinder burrs',
    amount: 62,
  },
  {
    id: 'c1',
    invoice: 'F-1043',
    customer: 'Vega Dental Clinic',
    issued: new Date(Date.UTC(2025, 2, 5)),
    item: 'Water filter',
    amount: 48,
  },
  {
    id: 'c2',
    invoice: 'F-1043',
    customer: 'Vega Dental Clinic',
    issued: new Date(Date.UTC(2025, 2, 5)),
    item: 'Call-out fee',
    amount: 60,
  },
  {
    id: 'c3',
    invoice: 'F-1043',
    customer: 'Vega Dental Clinic',
    issued: new Date(Date.UTC(2025, 2, 5)),
    item: 'Labour, 2 h',
    amount: 110,
  },
];

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoice', headerName: 'Invoice', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 180,
    // Same customer on two invoices: span only within one invoice.
    rowSpanValueGetter: (_value, row) => `${row.invoice}:${row.customer}`,
  },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    // Two Date objects are never equal (===), so compare the invoice number instead.
    rowSpanValueGetter: (_value, row) => row.invoice,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value}`,
  },
];

export default function RowSpanningValueGetter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={lines}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
