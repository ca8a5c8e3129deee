import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { salesColumns, salesLines } from './pivotingSales';

export default function PivotingControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'format' }],
    // `soldOn-quarter` is derived from the date column by the grid.
    columns: [{ field: 'soldOn-quarter', sort: 'asc' }],
    values: [
      { field: 'units', aggFunc: 'sum' },
      { field: 'revenue', aggFunc: 'avg', hidden: true },
    ],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label="Pivot mode"
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Values:{' '}
        {pivotModel.values
          .map((value) => `${value.aggFunc}(${value.field})${value.hidden ? ' (hidden)' : ''}`)
          .join(', ')}
      </Typography>
      <Box sx={{ height: 480 }}>
        <DataGridPremium
          rows={salesLines}
          columns={salesColumns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          initialState={{ sidebar: { open: true, value: GridSidebarValue.Pivot } }}
          showToolbar
        />
      </Box>
    </Box>
  );
}
