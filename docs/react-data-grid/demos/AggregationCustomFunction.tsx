import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './aggregationInvoices';

interface PricedQuantity {
  price: number;
  quantity: number;
}

// The average price per kg, weighted by the quantity of each invoice.
const weightedAverage: GridAggregationFunction<PricedQuantity, number | null> = {
  label: 'weighted avg',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ price: row.pricePerKg, quantity: row.quantityKg }),
  apply: ({ values }) => {
    let total = 0;
    let weight = 0;
    for (const value of values) {
      if (value) {
        total += value.price * value.quantity;
        weight += value.quantity;
      }
    }
    return weight === 0 ? null : total / weight;
  },
};

// The spread between the largest and the smallest value.
const range: GridAggregationFunction<number, number | null> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? null : Math.max(...numbers) - Math.min(...numbers);
  },
};

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantityKg', headerName: 'Quantity (kg)', type: 'number', width: 130 },
  {
    field: 'pricePerKg',
    headerName: 'Price per kg',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => euro(value),
  },
];

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAverage, range }}
        initialState={{ aggregation: { model: { pricePerKg: 'weightedAverage', quantityKg: 'range' } } }}
      />
    </Box>
  );
}
