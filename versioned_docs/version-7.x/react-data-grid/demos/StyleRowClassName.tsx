import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Build {
  id: number;
  branch: string;
  commit: string;
  result: 'passed' | 'failed' | 'running';
  minutes: number;
}

const builds: Build[] = [
  { id: 1, branch: 'main', commit: '9f3c2e1', result: 'passed', minutes: 12 },
  { id: 2, branch: 'feature/exports', commit: 'a71b0d4', result: 'failed', minutes: 7 },
  { id: 3, branch: 'main', commit: '4be8f90', result: 'passed', minutes: 11 },
  { id: 4, branch: 'fix/date-parsing', commit: 'c02d6a8', result: 'running', minutes: 3 },
  { id: 5, branch: 'feature/exports', commit: 'e55a913', result: 'passed', minutes: 13 },
  { id: 6, branch: 'main', commit: '18d4b77', result: 'failed', minutes: 9 },
];

const columns: GridColDef<Build>[] = [
  { field: 'branch', headerName: 'Branch', flex: 1, minWidth: 150 },
  { field: 'commit', headerName: 'Commit', width: 110 },
  { field: 'result', headerName: 'Result', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

// One class per result, plus "even" on every other row of the page.
const rowClassName = (params: GridRowClassNameParams<Build>) =>
  [`build--${params.row.result}`, params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : ''].join(' ');

export default function StyleRowClassName() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={builds}
        columns={columns}
        getRowClassName={rowClassName}
        hideFooter
        sx={(theme) => ({
          '& .even': { bgcolor: alpha(theme.palette.text.primary, 0.04) },
          '& .build--failed': {
            bgcolor: alpha(theme.palette.error.main, 0.12),
            '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.2) },
          },
          '& .build--running .MuiDataGrid-cell': { fontStyle: 'italic' },
        })}
      />
    </Box>
  );
}
