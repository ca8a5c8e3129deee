import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  firstName: string;
  lastName: string;
  monthlyFee: number;
  joined: string;
}

const members: Member[] = [
  { id: 1, firstName: 'Aino', lastName: 'Virtanen', monthlyFee: 42, joined: '2021-09-01' },
  { id: 2, firstName: 'Kwame', lastName: 'Mensah', monthlyFee: 35.5, joined: '2023-01-15' },
  { id: 3, firstName: 'Lucía', lastName: 'Ortega', monthlyFee: 42, joined: '2019-04-20' },
  { id: 4, firstName: 'Dmitri', lastName: 'Volkov', monthlyFee: 28, joined: '2022-11-03' },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Member>[] = [
  {
    field: 'fullName',
    headerName: 'Member',
    width: 180,
    // A computed column: no `fullName` key exists on the rows. In v7 the getter
    // receives the cell value first (undefined here) and the row second.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'monthlyFee',
    headerName: 'Monthly fee',
    type: 'number',
    width: 140,
    // Formatting changes what is shown, not the value that sorting and filtering use.
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'joined',
    headerName: 'Member for',
    type: 'number',
    width: 140,
    valueGetter: (value: string) => {
      const years = (Date.UTC(2024, 5, 1) - Date.parse(value)) / (365.25 * 24 * 3600 * 1000);
      return Math.floor(years);
    },
    valueFormatter: (value: number) => (value === 1 ? '1 year' : `${value} years`),
  },
];

export default function ColumnValueGetters() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={members} columns={columns} hideFooter />
    </Box>
  );
}
