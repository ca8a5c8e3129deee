import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { createLeague, leaguePoints, type TeamRecord } from './columnsData';

const rows = createLeague();

const games = (label: string, field: keyof TeamRecord): GridColDef<TeamRecord> => ({
  field,
  headerName: label,
  type: 'number',
  width: 56,
  headerAlign: 'center',
  align: 'center',
});

const columns: GridColDef<TeamRecord>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 170 },
  games('W', 'homeWon'),
  games('D', 'homeDrawn'),
  games('L', 'homeLost'),
  games('W', 'awayWon'),
  games('D', 'awayDrawn'),
  games('L', 'awayLost'),
  games('For', 'goalsFor'),
  games('Ag.', 'goalsAgainst'),
  {
    field: 'points',
    headerName: 'Pts',
    type: 'number',
    width: 70,
    valueGetter: (_value, row) => leaguePoints(row),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'results',
    headerName: 'Results',
    headerAlign: 'center',
    children: [
      {
        groupId: 'home',
        headerName: 'Home',
        headerAlign: 'center',
        children: [{ field: 'homeWon' }, { field: 'homeDrawn' }, { field: 'homeLost' }],
      },
      {
        groupId: 'away',
        headerName: 'Away',
        headerAlign: 'center',
        children: [{ field: 'awayWon' }, { field: 'awayDrawn' }, { field: 'awayLost' }],
      },
    ],
  },
  {
    groupId: 'goals',
    headerName: 'Goals',
    headerAlign: 'center',
    children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }],
  },
];

export default function ColumnGroupsNested() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        initialState={{ sorting: { sortModel: [{ field: 'points', sort: 'desc' }] } }}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
