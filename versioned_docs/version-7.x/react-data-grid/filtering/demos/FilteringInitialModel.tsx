import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Job {
  id: number;
  title: string;
  team: string;
  remote: boolean;
  salary: number;
  posted: Date;
}

const jobs: Job[] = [
  { id: 1, title: 'Backend engineer', team: 'Payments', remote: true, salary: 78000, posted: new Date(2024, 2, 4) },
  { id: 2, title: 'Product designer', team: 'Onboarding', remote: false, salary: 64000, posted: new Date(2024, 2, 11) },
  { id: 3, title: 'Data engineer', team: 'Insights', remote: true, salary: 82000, posted: new Date(2024, 1, 26) },
  { id: 4, title: 'Support lead', team: 'Customer care', remote: true, salary: 52000, posted: new Date(2024, 2, 1) },
  { id: 5, title: 'Frontend engineer', team: 'Payments', remote: false, salary: 74000, posted: new Date(2024, 2, 8) },
  { id: 6, title: 'Security engineer', team: 'Platform', remote: true, salary: 91000, posted: new Date(2024, 2, 13) },
];

const columns: GridColDef<Job>[] = [
  { field: 'title', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 120 },
  { field: 'posted', headerName: 'Posted', type: 'date', width: 120 },
];

export default function FilteringInitialModel() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={jobs}
        columns={columns}
        // One condition applies at a time in the MIT grid; readers can change or remove it.
        initialState={{
          filter: { filterModel: { items: [{ field: 'title', operator: 'contains', value: 'engineer' }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
