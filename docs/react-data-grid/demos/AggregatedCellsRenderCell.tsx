import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './aggregationInvoices';

const CREDIT_LIMIT = 2500;

/** Leaf cells: the amount with a bar against the credit limit. Aggregated cells: a labelled total. */
function AmountCell(params: GridRenderCellParams<Invoice, number>) {
  const { value, formattedValue, aggregation } = params;
  if (aggregation) {
    return (
      <Box sx={{ width: '100%', textAlign: 'end' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', marginInlineEnd: 0.5 }}>
          {aggregation.aggregationFunctionName}
        </Typography>
        {/* A count has no unit: show it as a plain number instead of euros. */}
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {aggregation.hasCellUnit ? formattedValue : value}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ textAlign: 'end' }}>{formattedValue}</Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, ((value ?? 0) / CREDIT_LIMIT) * 100)}
        aria-label={`Share of the credit limit used by ${params.row.number}`}
      />
    </Box>
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'region', headerName: 'Region', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 190,
    valueFormatter: (value: number | null) => euro(value),
    renderCell: (params: GridRenderCellParams<Invoice, number>) => <AmountCell {...params} />,
  },
];

export default function AggregatedCellsRenderCell() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { amount: 'sum' } },
          columns: { columnVisibilityModel: { region: false } },
        }}
        groupingColDef={{ headerName: 'Region', width: 150 }}
      />
    </Box>
  );
}
