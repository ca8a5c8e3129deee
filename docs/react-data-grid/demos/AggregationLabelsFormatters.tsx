import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './aggregationInvoices';

/** The built-in functions, renamed for this report and given formatters of their own. */
const reportFunctions: Record<string, GridAggregationFunction> = {
  ...GRID_AGGREGATION_FUNCTIONS,
  sum: { ...GRID_AGGREGATION_FUNCTIONS.sum, label: 'total' },
  avg: {
    ...GRID_AGGREGATION_FUNCTIONS.avg,
    label: 'per invoice',
    valueFormatter: (value: number | null) => (value == null ? '' : `≈ ${euro(Math.round(value))}`),
  },
  size: {
    ...GRID_AGGREGATION_FUNCTIONS.size,
    label: 'invoices',
    valueFormatter: (value: number | null) => (value === 1 ? '1 invoice' : `${value ?? 0} invoices`),
  },
};

/** A header that spells out the function under the column name. */
function headerWithFunction(params: GridColumnHeaderParams<Invoice>) {
  const rule = params.aggregation?.aggregationRule;
  return (
    <Stack sx={{ lineHeight: 1.2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {params.colDef.headerName}
      </Typography>
      {rule && (
        <Typography variant="caption" sx={{ color: 'primary.main' }}>
          {rule.aggregationFunction.label ?? rule.aggregationFunctionName}
        </Typography>
      )}
    </Stack>
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150, renderHeader: headerWithFunction },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'quantityKg',
    headerName: 'Quantity',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value} kg`),
    renderHeader: headerWithFunction,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) => euro(value),
    renderHeader: headerWithFunction,
  },
];

export default function AggregationLabelsFormatters() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        aggregationFunctions={reportFunctions}
        initialState={{ aggregation: { model: { number: 'size', quantityKg: 'sum', amount: 'avg' } } }}
        columnHeaderHeight={64}
      />
    </Box>
  );
}
