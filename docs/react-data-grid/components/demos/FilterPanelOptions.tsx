import Box from '@mui/material/Box';
import {
  DataGridPro,
  FilterPanelTrigger,
  GridLogicOperator,
  Toolbar,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
} from '@mui/x-data-grid-pro';
import { studioClasses, studioColumns } from './studioClasses';

/** A column already used by another filter row is not offered again. */
function unusedColumns({ field, columns, currentFilters }: FilterColumnsArgs) {
  const used = new Set(currentFilters.map((item) => item.field));
  return columns
    .filter((column) => column.filterable && (column.field === field || !used.has(column.field)))
    .map((column) => column.field);
}

/** "Add filter" starts with the first filterable column that has no filter yet, or adds nothing. */
function nextColumn({ currentFilters, columns }: GetColumnForNewFilterArgs) {
  const used = new Set(currentFilters.map((item) => item.field));
  return columns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
}

function FilterToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger>Filters</FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterPanelOptions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={studioClasses}
        columns={studioColumns}
        showToolbar
        slots={{ toolbar: FilterToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'day', operator: 'equals', value: 'Saturday' },
                { id: 2, field: 'booked', operator: '<', value: 15 },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // Only "And": every condition must hold.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            getColumnForNewFilter: nextColumn,
            filterFormProps: {
              filterColumns: unusedColumns,
              // A narrower column selector leaves more room for the value.
              columnInputProps: { sx: { width: 130 } },
            },
          },
        }}
      />
    </Box>
  );
}
