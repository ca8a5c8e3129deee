import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridClearIcon,
  GridFilterAltIcon,
  GridTableRowsIcon,
  GridViewHeadlineIcon,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { pickOrders, type PickOrder } from './apiObjectData';

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80 },
];

// The toolbar renders inside the grid, so it reaches the grid's API through context, without props.
function PickingToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);

  const showChilledOnly = () =>
    apiRef.current.setFilterModel({ items: [{ field: 'zone', operator: 'equals', value: 'Chilled' }] });

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 0.5 }}>
        Density: {density}
      </Typography>
      <Tooltip title="Compact rows">
        <ToolbarButton onClick={() => apiRef.current.setDensity('compact')}>
          <GridViewHeadlineIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Comfortable rows">
        <ToolbarButton onClick={() => apiRef.current.setDensity('comfortable')}>
          <GridTableRowsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Chilled zone only">
        <ToolbarButton onClick={showChilledOnly}>
          <GridFilterAltIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Clear the filter">
        <ToolbarButton onClick={() => apiRef.current.setFilterModel({ items: [] })}>
          <GridClearIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function ApiObjectContext() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={pickOrders} columns={columns} showToolbar slots={{ toolbar: PickingToolbar }} hideFooter />
    </Box>
  );
}
