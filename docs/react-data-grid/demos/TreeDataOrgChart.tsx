import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: string;
  reportingLine: string[];
  title: string;
  office: string;
}

const rows: Employee[] = [
  { id: 'e1', reportingLine: ['Dana Ortiz'], title: 'Chief operating officer', office: 'Lisbon' },
  { id: 'e2', reportingLine: ['Dana Ortiz', 'Kwame Mensah'], title: 'Head of operations', office: 'Accra' },
  {
    id: 'e3',
    reportingLine: ['Dana Ortiz', 'Kwame Mensah', 'Lin Chen'],
    title: 'Shift lead',
    office: 'Accra',
  },
  {
    id: 'e4',
    reportingLine: ['Dana Ortiz', 'Kwame Mensah', 'Ana Ribeiro'],
    title: 'Planner',
    office: 'Lisbon',
  },
  { id: 'e5', reportingLine: ['Dana Ortiz', 'Sofia Rossi'], title: 'Head of support', office: 'Milan' },
  {
    id: 'e6',
    reportingLine: ['Dana Ortiz', 'Sofia Rossi', 'Yusuf Demir'],
    title: 'Support agent',
    office: 'Izmir',
  },
  {
    id: 'e7',
    reportingLine: ['Dana Ortiz', 'Sofia Rossi', 'Eva Novak'],
    title: 'Support agent',
    office: 'Brno',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'office', headerName: 'Office', width: 120 },
];

// Open the top level and the whole branch under Kwame; Sofia's team starts collapsed.
const isGroupExpandedByDefault: DataGridProProps['isGroupExpandedByDefault'] = (node) =>
  node.depth === 0 || node.groupingKey === 'Kwame Mensah';

const getTreeDataPath = (row: Employee) => row.reportingLine;

export default function TreeDataOrgChart() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        groupingColDef={{ headerName: 'Employee', width: 260, hideDescendantCount: true }}
        disableChildrenSorting
      />
    </Box>
  );
}
