import Box from '@mui/material/Box';
import {
  DataGrid,
  GridClearIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

/** The smallest useful search: the wrapper, its field and a clear button, in their default look. */
function SearchOnlyToolbar() {
  return (
    <Toolbar>
      <QuickFilter>
        <QuickFilterControl placeholder="Class, instructor or day" size="small" />
        <QuickFilterClear aria-label="Clear the search" size="small">
          <GridClearIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterPartsToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={studioClasses}
        columns={studioColumns}
        showToolbar
        slots={{ toolbar: SearchOnlyToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['cycling'] } } }}
      />
    </Box>
  );
}
