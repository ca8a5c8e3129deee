import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { pickOrders, type PickOrder } from './apiObjectData';

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

const ZONES = ['All', 'Ambient', 'Chilled', 'Frozen', 'Bulky'] as const;

export default function StateControlled() {
  // Controlled: this component owns the models, the grid shows them and reports changes.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'lines', sort: 'desc' }]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  const zoneItem = filterModel.items.find((item) => item.field === 'zone' && item.operator === 'equals');
  const zone = typeof zoneItem?.value === 'string' ? zoneItem.value : 'All';

  const chooseZone = (next: string | null) => {
    if (!next) return;
    setFilterModel({ items: next === 'All' ? [] : [{ field: 'zone', operator: 'equals', value: next }] });
  };

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={zone} onChange={(_event, next: string | null) => chooseZone(next)}>
        {ZONES.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={pickOrders}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // Uncontrolled: the grid owns the page, starting from initialState.
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography component="pre" variant="caption" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
        {`sortModel   ${JSON.stringify(sortModel)}\nfilterModel ${JSON.stringify(filterModel.items)}`}
      </Typography>
    </Stack>
  );
}
