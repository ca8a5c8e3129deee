import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ColumnsPanelTrigger,
  DataGrid,
  gridColumnVisibilityModelSelector,
  GridViewColumnIcon,
  Toolbar,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

function ColumnsToolbar() {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hidden = Object.values(visibility).filter((visible) => !visible).length;
  return (
    <Toolbar>
      {/* The function form of `render` receives `open`, to mark the button while the panel shows. */}
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<GridViewColumnIcon fontSize="small" />}
          />
        )}
      >
        {hidden > 0 ? `Columns (${hidden} hidden)` : 'Columns'}
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelHiddenCount() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={studioClasses}
        columns={studioColumns}
        showToolbar
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{ columns: { columnVisibilityModel: { minutes: false, capacity: false } } }}
      />
    </Box>
  );
}
