import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  dueDate: Date;
}

const TITLES = [
  ['The Shipping News', 'E. Annie Proulx'],
  ['A Fine Balance', 'Rohinton Mistry'],
  ['The Remains of the Day', 'Kazuo Ishiguro'],
  ['Half of a Yellow Sun', 'Chimamanda Ngozi Adichie'],
  ['The Name of the Rose', 'Umberto Eco'],
  ['Cloud Atlas', 'David Mitchell'],
] as const;
const BORROWERS = ['Ruth Adeyemi', 'Kasper Nyberg', 'Lucía Ferrer', 'Omar Haddad', 'Mei Chen'];

/** Each loan gets a unique numeric `id`, derived from its position. */
const rows: Loan[] = Array.from({ length: 12 }, (_, index) => {
  const [title, author] = TITLES[index % TITLES.length] ?? TITLES[0];
  return {
    id: 501 + index,
    title,
    author,
    borrower: BORROWERS[(index * 3) % BORROWERS.length] ?? '',
    dueDate: new Date(Date.UTC(2025, 4, 2 + index * 2)),
  };
});

const columns: GridColDef<Loan>[] = [
  { field: 'id', headerName: 'Loan #', type: 'number', width: 90 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 150 },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 120 },
];

export default function RowDefinitionBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
