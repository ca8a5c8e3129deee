import Box from '@mui/material/Box';
import { DataGridPro, FilterPanelTrigger, Toolbar, type GridFilterModel } from '@mui/x-data-grid-pro';
import { studioClasses, studioColumns } from './studioClasses';

/** Two questions the front desk asks every time: which day, and which level. */
const guidedModel: GridFilterModel = {
  items: [
    { id: 'day', field: 'day', operator: 'equals', value: 'Monday' },
    { id: 'level', field: 'level', operator: 'isAnyOf', value: ['Beginner', 'All levels'] },
  ],
};

function GuidedToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger>Day and level</FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterPanelGuided() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={studioClasses}
        columns={studioColumns}
        initialState={{ filter: { filterModel: guidedModel } }}
        showToolbar
        slots={{ toolbar: GuidedToolbar }}
        slotProps={{
          filterPanel: {
            // The two rows are the whole form: no adding, no removing, no choice of column.
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
            filterFormProps: {
              columnInputProps: { disabled: true },
              operatorInputProps: { disabled: true },
              deleteIconProps: { sx: { display: 'none' } },
            },
          },
        }}
      />
    </Box>
  );
}
