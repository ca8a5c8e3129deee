import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  owner: string;
  email: string;
  budget: number;
  progress: number;
}

const OWNERS = ['Nadia Rahman', 'Pieter de Groot', 'Lucía Ortega', 'Kwame Boateng', 'Ingrid Solheim'];
const NAMES = [
  'Warehouse relabelling',
  'Cold-chain audit',
  'Forklift training',
  'Dock door repairs',
  'Route planner pilot',
  'Returns desk redesign',
];

const rows: Project[] = NAMES.map((name, index) => {
  const owner = OWNERS[index % OWNERS.length] ?? '';
  return {
    id: index + 1,
    name,
    owner,
    email: `${owner.split(' ')[0]?.toLowerCase()}@depot.example`,
    budget: 4000 + ((index * 7919) % 46000),
    progress: (index * 23 + 15) % 101,
  };
});

const currency = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 180 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 170,
    // renderCell: any React node, here a mailto link built from two fields.
    renderCell: ({ row }) => <Link href={`mailto:${row.email}`}>{row.owner}</Link>,
  },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 120,
    // valueFormatter: text only; sorting and filtering still use the number.
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 180,
    display: 'flex',
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
        <LinearProgress variant="determinate" value={value} sx={{ flex: 1 }} aria-label="Progress" />
        <Box component="span" sx={{ width: 36, textAlign: 'right' }}>
          {value}%
        </Box>
      </Box>
    ),
  },
];

export default function CellsRenderCell() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
