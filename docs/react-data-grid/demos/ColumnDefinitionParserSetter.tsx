import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Volunteer {
  id: number;
  firstName: string;
  lastName: string;
  badge: string;
  shiftHours: number;
}

/** Volunteers of a city marathon, as stored: first and last name apart. */
const rows: Volunteer[] = [
  { id: 1, firstName: 'Noor', lastName: 'Haddad', badge: 'WATER-03', shiftHours: 5 },
  { id: 2, firstName: 'Piotr', lastName: 'Nowak', badge: 'FIRST-AID-1', shiftHours: 7 },
  { id: 3, firstName: 'Grace', lastName: 'Adeyemi', badge: 'FINISH-12', shiftHours: 4 },
  { id: 4, firstName: 'Luca', lastName: 'Bianchi', badge: 'BAGGAGE-2', shiftHours: 6 },
  { id: 5, firstName: 'Ingrid', lastName: 'Solberg', badge: 'WATER-07', shiftHours: 5 },
];

const columns: GridColDef<Volunteer>[] = [
  {
    field: 'fullName',
    headerName: 'Name (edit me)',
    flex: 1,
    minWidth: 180,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Split the edited text back into the two fields of the row.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name (stored)', width: 160 },
  { field: 'lastName', headerName: 'Last name (stored)', width: 160 },
  {
    field: 'badge',
    headerName: 'Badge (edit me)',
    width: 150,
    editable: true,
    // Whatever is typed, badges are stored upper case, without spaces.
    valueParser: (value: string | undefined) => (value ?? '').toUpperCase().replace(/\s+/g, '-'),
  },
  { field: 'shiftHours', headerName: 'Shift (h)', type: 'number', width: 100, editable: true },
];

export default function ColumnDefinitionParserSetter() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
