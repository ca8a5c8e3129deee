import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_ROOT_FOOTER_ROW_ID,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './aggregationInvoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'quantityKg', headerName: 'Quantity (kg)', type: 'number', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => euro(value),
  },
];

/** Regions get a footer row, clients keep their totals on the group row, the grid keeps its footer. */
const positionOf = (node: GridGroupNode) => (node.depth <= 0 ? 'footer' : 'inline');

export default function AggregationGroupFooters() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={invoices}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region', 'client'] },
          aggregation: { model: { quantityKg: 'sum', amount: 'sum' } },
          columns: { columnVisibilityModel: { region: false, client: false } },
        }}
        defaultGroupingExpansionDepth={1}
        getAggregationPosition={positionOf}
        groupingColDef={{ headerName: 'Region / client', width: 200 }}
        // Footer rows are rows of type 'footer' in the tree: give them a class of their own.
        getRowClassName={({ id }) => {
          if (id === GRID_AGGREGATION_ROOT_FOOTER_ROW_ID) return 'grand-total';
          return apiRef.current?.getRowNode(id)?.type === 'footer' ? 'region-total' : '';
        }}
        sx={{
          '& .region-total': { bgcolor: 'action.hover', fontWeight: 600 },
          '& .grand-total': { fontWeight: 700, color: 'primary.main' },
        }}
      />
    </Box>
  );
}
