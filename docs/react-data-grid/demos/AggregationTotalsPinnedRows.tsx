import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';
import { euro, invoices, type Invoice } from './aggregationInvoices';

type Row = Invoice | { id: string; number: string; client: string; quantityKg: number; amount: number };

const columns: GridColDef<Row>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'quantityKg', headerName: 'Quantity (kg)', type: 'number', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => euro(value),
  },
];

/** Totals of the rows that pass the filter, as a row object for the pinned area. */
function totalsOf(rows: Invoice[]): Row {
  return {
    id: 'totals',
    number: 'Total',
    client: `${rows.length} invoices`,
    quantityKg: rows.reduce((sum, row) => sum + row.quantityKg, 0),
    amount: Math.round(rows.reduce((sum, row) => sum + row.amount, 0) * 100) / 100,
  };
}

const TARGET: Row = { id: 'target', number: 'Quarter target', client: '', quantityKg: 900, amount: 20000 };

export default function AggregationTotalsPinnedRows() {
  const apiRef = useGridApiRef();
  const [totals, setTotals] = React.useState<Row>(() => totalsOf(invoices));

  // Recompute after each filtering, from the rows that passed it.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('filteredRowsSet', () => {
        const passed = gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as Invoice);
        setTotals(totalsOf(passed));
      }),
    [apiRef],
  );

  const pinnedRows = React.useMemo<GridPinnedRowsProp<Row>>(() => ({ top: [TARGET], bottom: [totals] }), [totals]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={invoices as Row[]}
        columns={columns}
        pinnedRows={pinnedRows}
        showToolbar
        getRowClassName={({ id }) => (id === 'totals' ? 'totals-row' : '')}
        sx={{ '& .totals-row': { fontWeight: 700 } }}
      />
    </Box>
  );
}
