import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { staff, type StaffMember } from './quickFilterData';

const columns: GridColDef<StaffMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'phone', headerName: 'Phone', width: 160 },
];

export default function QuickFilterBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['cardio', 'nurse'] } } }}
        showToolbar
        disableColumnSelector
        disableDensitySelector
        slotProps={{
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
