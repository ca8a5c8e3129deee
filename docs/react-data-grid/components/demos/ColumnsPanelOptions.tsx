import Box from '@mui/material/Box';
import { ColumnsPanelTrigger, DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { studioClasses, type StudioClass } from './studioClasses';

const columns: GridColDef<StudioClass>[] = [
  { field: 'name', headerName: 'Class', flex: 1, minWidth: 170 },
  { field: 'day', headerName: 'Day', width: 110, description: 'Weekday of the class' },
  { field: 'start', headerName: 'Start', width: 80, description: 'Start time, local' },
  { field: 'instructor', headerName: 'Instructor', width: 140, description: 'Trainer leading the class' },
  { field: 'studio', headerName: 'Studio', width: 110, description: 'Room or pool' },
  { field: 'booked', headerName: 'Booked', type: 'number', width: 90, description: 'Places taken' },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 90, description: 'Places in total' },
];

function PanelToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger>Choose columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={studioClasses}
        columns={columns}
        showToolbar
        slots={{ toolbar: PanelToolbar }}
        slotProps={{
          columnsManagement: {
            // The class name always stays: it is left out of the list.
            getTogglableColumns: (all) => all.filter((column) => column.field !== 'name').map((column) => column.field),
            // The search also looks in the descriptions, so "trainer" finds Instructor.
            searchPredicate: (column, search) =>
              `${column.headerName ?? column.field} ${column.description ?? ''}`.toLowerCase().includes(search.toLowerCase()),
            sort: 'asc',
            toggleAllMode: 'filteredOnly',
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
