import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';
import { staff, type StaffMember } from './quickFilterData';

const columns: GridColDef<StaffMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
];

/** "Nurse, Radiology" is two search terms, and a term may contain spaces. */
function parseCommaSeparated(input: string): string[] {
  return input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Radiographer', 'Pharmacist'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              quickFilterFormatter: (values) => values.join(', '),
              debounceMs: 400,
            },
          },
        }}
      />
    </Box>
  );
}
