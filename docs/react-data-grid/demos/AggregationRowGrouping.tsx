import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './aggregationInvoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'client', headerName: 'Client', width: 180 },
  { field: 'quantityKg', headerName: 'Quantity (kg)', type: 'number', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) => euro(value),
  },
];

// The default: group totals on the group row itself, grid totals in the footer.
const inline: DataGridPremiumProps['getAggregationPosition'] = (node) =>
  node.depth === -1 ? 'footer' : 'inline';
// Totals in a footer row at the end of each group, and for the whole grid.
const inFooters: DataGridPremiumProps['getAggregationPosition'] = () => 'footer';

export default function AggregationRowGrouping() {
  const apiRef = useGridApiRef();
  const [footers, setFooters] = React.useState(false);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region', 'client'] },
      aggregation: { model: { quantityKg: 'sum', amount: 'sum' } },
    },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={footers} onChange={(event) => setFooters(event.target.checked)} />}
        label="Group totals in footers"
      />
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          initialState={initialState}
          groupingColDef={{ headerName: 'Region / client', width: 230 }}
          defaultGroupingExpansionDepth={1}
          getAggregationPosition={footers ? inFooters : inline}
        />
      </Box>
    </Box>
  );
}
