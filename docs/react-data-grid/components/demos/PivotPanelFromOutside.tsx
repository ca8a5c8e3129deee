import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridSidebarValue, useGridApiRef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { salesColumns, salesLines } from '../../demos/pivotingSales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'format' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotPanelFromOutside() {
  const apiRef = useGridApiRef();
  const [pivotActive, setPivotActive] = React.useState(false);
  const [panelOpen, setPanelOpen] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            panelOpen ? apiRef.current?.hideSidebar() : apiRef.current?.showSidebar(GridSidebarValue.Pivot)
          }
        >
          {panelOpen ? 'Close the pivot panel' : 'Open the pivot panel'}
        </Button>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Show the pivot table"
        />
        <Typography variant="body2" role="status">
          Panel {panelOpen ? 'open' : 'closed'}
        </Typography>
      </Stack>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={salesLines}
          columns={salesColumns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          initialState={{ pivoting: { model: pivotModel } }}
          onSidebarOpen={({ value }) => setPanelOpen(value === GridSidebarValue.Pivot)}
          onSidebarClose={() => setPanelOpen(false)}
        />
      </Box>
    </Stack>
  );
}
