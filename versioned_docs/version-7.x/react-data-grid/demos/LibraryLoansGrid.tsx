import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  branch: string;
  dueDate: Date;
  renewals: number;
}

const branches = ['Harbour Road', 'Old Mill', 'Station Square'];
const titles = [
  'The Salt Atlas',
  'Notes on Tidal Clocks',
  'A Field Guide to Lichens',
  'Winter Orchard',
  'The Patient Engineer',
  'Maps of Quiet Towns',
  'Letters from the Ferry',
  'Stone, Rope and Timber',
];
const borrowers = ['Ines Okafor', 'Tomas Lindqvist', 'Mei Arakawa', 'Jonah Pereira', 'Rosa Delacroix'];

// Thirty loans, generated from the lists above so every reload shows the same rows.
const loans: Loan[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: titles[index % titles.length] as string,
  borrower: borrowers[(index * 3) % borrowers.length] as string,
  branch: branches[index % branches.length] as string,
  dueDate: new Date(2024, 4, 2 + ((index * 5) % 27)),
  renewals: (index * 7) % 4,
}));

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 150 },
  { field: 'branch', headerName: 'Branch', width: 140 },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];

export default function LibraryLoansGrid() {
  // In v7 the selection model is a plain array of row ids.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        slots={{ toolbar: GridToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
      />
      <Box sx={{ mt: 1, typography: 'body2' }}>Selected loans: {selection.length}</Box>
    </Box>
  );
}
