import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Day = (typeof DAYS)[number];
const DAY_NAMES: Record<Day, string> = {
  mon: 'Mon 3',
  tue: 'Tue 4',
  wed: 'Wed 5',
  thu: 'Thu 6',
  fri: 'Fri 7',
  sat: 'Sat 8',
  sun: 'Sun 9',
};

interface RosterRow {
  id: string;
  nurse: string;
  shifts: Partial<Record<Day, string>>;
  /** A block of absence: it starts on one day and covers several. */
  absence?: { label: string; from: Day; days: number };
}

const rows: RosterRow[] = [
  {
    id: 'RN-11',
    nurse: 'Hana Sato',
    shifts: { mon: 'Early', tue: 'Early', wed: 'Late', thu: 'Late', sat: 'Night' },
  },
  {
    id: 'RN-14',
    nurse: 'Oliver Grant',
    shifts: { mon: 'Late', sun: 'Early' },
    absence: { label: 'Annual leave', from: 'tue', days: 5 },
  },
  {
    id: 'RN-17',
    nurse: 'Priya Nair',
    shifts: { mon: 'Night', tue: 'Night', fri: 'Early', sat: 'Early', sun: 'Early' },
  },
  {
    id: 'RN-20',
    nurse: 'Mateo Ruiz',
    shifts: { fri: 'Late', sat: 'Late' },
    absence: { label: 'Training course', from: 'mon', days: 3 },
  },
  {
    id: 'RN-23',
    nurse: 'Elif Kaya',
    shifts: { mon: 'Early', tue: 'Late', wed: 'Early' },
    absence: { label: 'Sick leave', from: 'thu', days: 2 },
  },
  { id: 'RN-26', nurse: 'Jonas Berg', shifts: { wed: 'Night', thu: 'Night', fri: 'Night', sat: 'Night' } },
];

const dayColumns: GridColDef<RosterRow>[] = DAYS.map((day) => ({
  field: day,
  headerName: DAY_NAMES[day],
  width: 95,
  sortable: false,
  valueGetter: (_value, row) => (row.absence?.from === day ? row.absence.label : (row.shifts[day] ?? '')),
  // The first day of an absence covers the following days of the block.
  colSpan: (_value, row) => (row.absence?.from === day ? row.absence.days : undefined),
  cellClassName: (params) => (params.row.absence?.from === day ? 'roster-absence' : ''),
}));

const columns: GridColDef<RosterRow>[] = [{ field: 'nurse', headerName: 'Nurse', width: 150 }, ...dayColumns];

export default function ColumnSpanningRoster() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .roster-absence': { bgcolor: 'warning.light', color: 'warning.contrastText', fontStyle: 'italic' },
      }}
    >
      <DataGrid rows={rows} columns={columns} disableColumnSorting hideFooter />
    </Box>
  );
}
