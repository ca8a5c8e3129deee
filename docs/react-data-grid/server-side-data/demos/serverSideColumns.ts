/** Column definitions shared by the loan demos. */
import type { GridColDef } from '@mui/x-data-grid';
import type { Loan } from './serverSideLoans';

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'genre', headerName: 'Genre', width: 100 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'borrowedOn', headerName: 'Borrowed', width: 110 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
];
