import Box from '@mui/material/Box';
import { DataGrid, type GetApplyQuickFilterFn, type GridColDef } from '@mui/x-data-grid';
import { staff, type StaffMember } from './quickFilterData';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Matches phone numbers on their digits, so "7946 0" and "79460" find the same rows. */
const phoneQuickFilter: GetApplyQuickFilterFn<StaffMember, string> = (searchValue) => {
  const wanted = digitsOnly(String(searchValue));
  if (wanted === '') {
    // Not a number: let the other columns decide.
    return null;
  }
  return (value) => digitsOnly(value).includes(wanted);
};

const columns: GridColDef<StaffMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'phone', headerName: 'Phone', width: 170, getApplyQuickFilterFn: phoneQuickFilter },
  // Role names such as "Nurse" appear in many rows: this directory searches names, departments and numbers only.
  { field: 'role', headerName: 'Role', width: 140, getApplyQuickFilterFn: undefined },
];

export default function QuickFilterCustomFn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['794601'] } } }}
        showToolbar
      />
    </Box>
  );
}
