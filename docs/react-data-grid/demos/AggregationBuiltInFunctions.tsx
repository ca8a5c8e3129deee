import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './aggregationInvoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantityKg', headerName: 'Quantity (kg)', type: 'number', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) => euro(value),
  },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

// Only offer the functions that make sense for this report in the column menu.
const { sum, avg, min, max, size, sizeTrue, sizeFalse } = GRID_AGGREGATION_FUNCTIONS;
const aggregationFunctions = { sum, avg, min, max, size, sizeTrue, sizeFalse };

export default function AggregationBuiltInFunctions() {
  const [model, setModel] = React.useState<GridAggregationModel>({
    number: 'size',
    quantityKg: 'max',
    amount: 'sum',
    issued: 'min',
    paid: 'sizeFalse',
  });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        aggregationModel={model}
        onAggregationModelChange={setModel}
      />
    </Box>
  );
}
