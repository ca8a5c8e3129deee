import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type DataGridProProps } from '@mui/x-data-grid-pro';

interface Employee {
  id: string;
  // Reporting line, from the top of the organisation down to the employee.
  chain: string[];
  role: string;
  location: string;
}

const staff: Employee[] = [
  { id: 'e1', chain: ['Mara Linde'], role: 'Managing director', location: 'Rotterdam' },
  { id: 'e2', chain: ['Mara Linde', 'Kofi Asante'], role: 'Head of engineering', location: 'Rotterdam' },
  { id: 'e3', chain: ['Mara Linde', 'Kofi Asante', 'Yuki Tanaka'], role: 'Engineer', location: 'Remote' },
  { id: 'e4', chain: ['Mara Linde', 'Kofi Asante', 'Pavel Horak'], role: 'Engineer', location: 'Prague' },
  { id: 'e5', chain: ['Mara Linde', 'Sofia Reyes'], role: 'Head of sales', location: 'Madrid' },
  { id: 'e6', chain: ['Mara Linde', 'Sofia Reyes', 'Liam Byrne'], role: 'Account manager', location: 'Dublin' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'location', headerName: 'Location', width: 120 },
];

// The column that shows the tree: its header, width and whether it counts descendants.
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Reporting line',
  width: 260,
  hideDescendantCount: true,
};

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        treeData
        rows={staff}
        columns={columns}
        getTreeDataPath={(row) => row.chain}
        groupingColDef={groupingColDef}
        // -1 expands every level.
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
