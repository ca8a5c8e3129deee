import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Finisher {
  id: number;
  bib: number;
  runner: string;
  club: string;
  minutes: number;
}

const finishers: Finisher[] = [
  { id: 1, bib: 412, runner: 'Hana Kobayashi', club: 'Riverside Harriers', minutes: 198 },
  { id: 2, bib: 88, runner: 'Tomasz Nowak', club: 'Canal Striders', minutes: 176 },
  { id: 3, bib: 1037, runner: 'Ife Adeyemi', club: 'Riverside Harriers', minutes: 221 },
  { id: 4, bib: 256, runner: 'Marta Silva', club: 'Hill & Dale AC', minutes: 169 },
  { id: 5, bib: 731, runner: 'Owen Price', club: 'Canal Striders', minutes: 240 },
  { id: 6, bib: 19, runner: 'Leila Haddad', club: 'Hill & Dale AC', minutes: 183 },
];

const columns: GridColDef<Finisher>[] = [
  { field: 'bib', headerName: 'Bib', type: 'number', width: 80 },
  { field: 'runner', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'club', headerName: 'Club', width: 170 },
  {
    field: 'minutes',
    headerName: 'Time',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`,
  },
];

export default function SortingInitialModel() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={finishers}
        columns={columns}
        // Fastest first when the grid mounts; clicking a header still re-sorts.
        initialState={{ sorting: { sortModel: [{ field: 'minutes', sort: 'asc' }] } }}
        // Clicks cycle between ascending and descending only: no unsorted state.
        sortingOrder={['asc', 'desc']}
        hideFooter
      />
    </Box>
  );
}
