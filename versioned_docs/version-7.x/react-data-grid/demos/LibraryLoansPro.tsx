import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Loan {
  id: number;
  branch: string;
  title: string;
  dueDate: Date;
  renewals: number;
}

const branches = ['Harbour Road', 'Old Mill', 'Station Square'];
const titles = ['The Salt Atlas', 'Winter Orchard', 'Maps of Quiet Towns', 'Letters from the Ferry'];

const loans: Loan[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  branch: branches[(index * 2) % branches.length] as string,
  title: titles[index % titles.length] as string,
  dueDate: new Date(2024, 4, 1 + ((index * 11) % 28)),
  renewals: (index * 5) % 3,
}));

const columns: GridColDef<Loan>[] = [
  { field: 'branch', headerName: 'Branch', width: 150 },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 130 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
];

export default function LibraryLoansPro() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={loans}
        columns={columns}
        // Two sort keys at once: by branch, then by due date within each branch (a Pro feature).
        initialState={{
          sorting: {
            sortModel: [
              { field: 'branch', sort: 'asc' },
              { field: 'dueDate', sort: 'asc' },
            ],
          },
        }}
      />
    </Box>
  );
}
