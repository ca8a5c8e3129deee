import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Standing {
  id: string;
  club: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}

const CLUBS = [
  'Rivertown FC',
  'Northgate United',
  'Harbour Athletic',
  'Millbrook Rovers',
  'Eastfield City',
  'Oakport Town',
  'Stonebridge Albion',
  'Westmere Wanderers',
  'Kingsbury Park',
  'Ashdown Borough',
  'Fenwick Rangers',
  'Larchmont Villa',
];

/** A league table after 22 rounds, best club first. */
const table: Standing[] = CLUBS.map((club, index) => {
  const won = 16 - index;
  const drawn = (index * 3) % 6;
  return {
    id: `club-${index}`,
    club,
    played: 22,
    won,
    drawn,
    lost: 22 - won - drawn,
    points: won * 3 + drawn,
  };
});

const [leader, ...rest] = table;
const relegated = rest.slice(-2);
const middle = rest.slice(0, -2);

// Pinned rows are passed separately from `rows`; their ids must not clash with the other rows.
const pinnedRows: GridPinnedRowsProp<Standing> = {
  top: leader ? [leader] : [],
  bottom: relegated,
};

const columns: GridColDef<Standing>[] = [
  { field: 'club', headerName: 'Club', flex: 1, minWidth: 170 },
  { field: 'played', headerName: 'P', type: 'number', width: 60 },
  { field: 'won', headerName: 'W', type: 'number', width: 60 },
  { field: 'drawn', headerName: 'D', type: 'number', width: 60 },
  { field: 'lost', headerName: 'L', type: 'number', width: 60 },
  { field: 'points', headerName: 'Pts', type: 'number', width: 70 },
];

export default function RowPinningBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={middle} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
