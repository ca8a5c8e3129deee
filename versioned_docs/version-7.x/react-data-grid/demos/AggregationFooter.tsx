import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const expenses = [
  { id: 1, item: 'Train tickets, Lyon', category: 'Travel', amount: 148.6, nights: 0 },
  { id: 2, item: 'Hotel Bellecour', category: 'Lodging', amount: 312, nights: 3 },
  { id: 3, item: 'Team dinner', category: 'Meals', amount: 186.4, nights: 0 },
  { id: 4, item: 'Taxi to the venue', category: 'Travel', amount: 23.5, nights: 0 },
  { id: 5, item: 'Conference pass', category: 'Fees', amount: 450, nights: 0 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

export default function AggregationFooter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={expenses}
        columns={columns}
        // One function per column, by name; the results sit in a footer row after the last row.
        initialState={{ aggregation: { model: { amount: 'sum', nights: 'max', item: 'size' } } }}
        hideFooter
      />
    </Box>
  );
}
