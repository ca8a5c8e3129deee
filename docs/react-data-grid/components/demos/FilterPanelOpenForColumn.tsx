import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, FilterPanelTrigger, Toolbar, useGridApiContext } from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

const SHORTCUTS = [
  { field: 'instructor', label: 'By instructor' },
  { field: 'day', label: 'By day' },
  { field: 'level', label: 'By level' },
];

function ShortcutToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <Stack direction="row" spacing={0.5} sx={{ flex: 1, flexWrap: 'wrap' }}>
        {SHORTCUTS.map(({ field, label }) => (
          // Opens the panel on a filter row for this column (the MIT grid keeps one filter at a time).
          <Button key={field} size="small" variant="outlined" onClick={() => apiRef.current.showFilterPanel(field)}>
            {label}
          </Button>
        ))}
      </Stack>
      <FilterPanelTrigger>All filters</FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterPanelOpenForColumn() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={studioClasses} columns={studioColumns} showToolbar slots={{ toolbar: ShortcutToolbar }} />
    </Box>
  );
}
