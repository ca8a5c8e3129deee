import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, FilterPanelTrigger, GridFilterListIcon, Toolbar } from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

function FilterToolbar() {
  return (
    <Toolbar>
      {/* The render function receives the trigger's state: { open, filterCount }. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            color={state.filterCount > 0 ? 'primary' : 'inherit'}
            variant={state.open ? 'contained' : 'text'}
            startIcon={<GridFilterListIcon fontSize="small" />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filter classes'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelCountButton() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={studioClasses}
        columns={studioColumns}
        showToolbar
        slots={{ toolbar: FilterToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'level', operator: 'is', value: 'Beginner' }] } },
        }}
      />
    </Box>
  );
}
