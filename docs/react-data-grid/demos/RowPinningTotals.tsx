import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Expense {
  id: string;
  category: string;
  description: string;
  amount: number;
  isTotal?: boolean;
}

const initialExpenses: Expense[] = [
  { id: 'e1', category: 'Travel', description: 'Train Amsterdam – Brussels', amount: 89.5 },
  { id: 'e2', category: 'Lodging', description: 'Hotel, two nights', amount: 238 },
  { id: 'e3', category: 'Meals', description: 'Client dinner', amount: 146.2 },
  { id: 'e4', category: 'Travel', description: 'Taxi to the venue', amount: 24.8 },
  { id: 'e5', category: 'Conference', description: 'Workshop ticket', amount: 320 },
  { id: 'e6', category: 'Meals', description: 'Lunch, day two', amount: 18.4 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', width: 140 },
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    editable: true,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

export default function RowPinningTotals() {
  const [expenses, setExpenses] = React.useState(initialExpenses);

  // Recomputed from the rows, so the totals row follows every edit.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({
      bottom: [
        {
          id: 'total',
          category: 'Total',
          description: `${expenses.length} expenses`,
          amount: expenses.reduce((sum, expense) => sum + expense.amount, 0),
          isTotal: true,
        },
      ],
    }),
    [expenses],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={columns}
        pinnedRows={pinnedRows}
        // Cells of pinned rows report a `pinnedRow` node: keep the totals read-only.
        isCellEditable={(params) => params.rowNode.type !== 'pinnedRow'}
        processRowUpdate={(updated: Expense) => {
          setExpenses((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        getRowClassName={({ row }) => (row.isTotal ? 'expense-total' : '')}
        sx={{ '& .expense-total': { fontWeight: 700, bgcolor: 'action.selected' } }}
        hideFooter
      />
    </Box>
  );
}
