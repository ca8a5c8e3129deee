import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Line {
  id: string;
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
  kind: 'item' | 'total';
}

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** Work done by an invented joinery for a café refit. */
function item(id: string, description: string, quantity: number, unitPrice: number): Line {
  return { id, description, quantity, unitPrice, amount: quantity * unitPrice, kind: 'item' };
}

const items: Line[] = [
  item('oak-counter', 'Oak counter top, oiled', 1, 1480),
  item('shelves', 'Wall shelves, 120 cm', 6, 95),
  item('stools', 'Bar stools, ash', 8, 140),
  item('fitting', 'Fitting, hours on site', 14, 55),
];

const net = items.reduce((sum, line) => sum + line.amount, 0);

const rows: Line[] = [
  ...items,
  { id: 'net', description: 'Net total', amount: net, kind: 'total' },
  { id: 'vat', description: 'VAT 20 %', amount: net * 0.2, kind: 'total' },
  { id: 'due', description: 'Total due', amount: net * 1.2, kind: 'total' },
];

const columns: GridColDef<Line>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    // Total lines have no quantity or unit price: their label takes those cells.
    colSpan: (_value, row) => (row.kind === 'total' ? 3 : undefined),
    align: 'left',
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => euros.format(value),
  },
];

export default function ColumnSpanningTotals() {
  return (
    <Box sx={{ width: '100%', '& .total-line': { fontWeight: 600 } }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (params.row.kind === 'total' ? 'total-line' : '')}
        disableColumnSorting
        disableColumnFilter
        autoHeight
        hideFooter
      />
    </Box>
  );
}
