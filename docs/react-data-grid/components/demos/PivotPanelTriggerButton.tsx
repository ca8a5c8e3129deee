import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPremium, PivotPanelTrigger, Toolbar, type GridPivotModel } from '@mui/x-data-grid-premium';
import { salesColumns, salesLines } from '../../demos/pivotingSales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'category' }],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

function SalesToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, px: 0.5 }}>
        Bookshop sales
      </Typography>
      {/* `active` tells whether the grid shows the pivot table; `open`, whether the panel is shown. */}
      <PivotPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'}>
            {state.active ? 'Pivot table · on' : 'Pivot table'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotPanelTriggerButton() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesLines}
        columns={salesColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: false } }}
        showToolbar
        slots={{ toolbar: SalesToolbar }}
      />
    </Box>
  );
}
