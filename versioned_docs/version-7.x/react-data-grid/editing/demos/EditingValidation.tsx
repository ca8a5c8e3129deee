import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

const accounts = [
  { id: 1, user: 'm.okafor', email: 'm.okafor@example.com', quota: 20 },
  { id: 2, user: 'l.chen', email: 'l.chen@example.com', quota: 50 },
  { id: 3, user: 'p.novak', email: 'p.novak@example.com', quota: 10 },
];

const columns: GridColDef[] = [
  { field: 'user', headerName: 'User', width: 120 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 200,
    editable: true,
    // Runs on every change while editing. With `error: true` the cell is marked
    // invalid and the grid refuses to leave edit mode with that value.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(String(params.props.value ?? '')),
    }),
  },
  {
    field: 'quota',
    headerName: 'Quota (GB)',
    type: 'number',
    width: 120,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return { ...params.props, error: !(value >= 1 && value <= 100) };
    },
  },
];

export default function EditingValidation() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        // The invalid state is a class on the editing input: give it a visible style.
        '& .MuiDataGrid-cell--editing .Mui-error': { bgcolor: 'error.light', color: 'error.contrastText' },
      }}
    >
      <DataGrid rows={accounts} columns={columns} hideFooter />
    </Box>
  );
}
