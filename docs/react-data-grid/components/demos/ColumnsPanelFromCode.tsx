import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridPreferencePanelsValue,
  Toolbar,
  ColumnsPanelTrigger,
  useGridApiRef,
} from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

function MinimalToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger>Columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelFromCode() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
        >
          Customize the table
        </Button>
        <Button size="small" onClick={() => apiRef.current?.hidePreferences()}>
          Close
        </Button>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={studioClasses}
          columns={studioColumns}
          showToolbar
          slots={{ toolbar: MinimalToolbar }}
        />
      </Box>
    </Stack>
  );
}
