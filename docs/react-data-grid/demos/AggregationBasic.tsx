import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './aggregationInvoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'quantityKg', headerName: 'Quantity (kg)', type: 'number', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) => euro(value),
  },
];

export default function AggregationBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        initialState={{
          aggregation: { model: { quantityKg: 'sum', amount: 'avg' } },
        }}
      />
    </Box>
  );
}
