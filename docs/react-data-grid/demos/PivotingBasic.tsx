import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { salesColumns, salesLines } from './pivotingSales';

// Regions and shops down the side, categories across the top, revenue in the cells.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }, { field: 'shop' }],
  columns: [{ field: 'category' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotingBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesLines}
        columns={salesColumns}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        pivotingColDef={{ width: 120 }}
        showToolbar
      />
    </Box>
  );
}
