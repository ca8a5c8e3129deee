import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Feeder {
  id: number;
  feeder: string;
  substation: string;
  loadPercent: number;
  voltage: number;
  outages: number;
}

const SUBSTATIONS = ['North Quay', 'Millbrook', 'Station Road', 'Westfield'];

const rows: Feeder[] = Array.from({ length: 16 }, (_, index) => ({
  id: index + 1,
  feeder: `F-${String(index + 11).padStart(3, '0')}`,
  substation: SUBSTATIONS[index % SUBSTATIONS.length] ?? '',
  loadPercent: 22 + ((index * 29) % 75),
  voltage: Math.round((10.6 + ((index * 13) % 9) / 10) * 100) / 100,
  outages: (index * 5) % 3,
}));

const columns: GridColDef<Feeder>[] = [
  { field: 'feeder', headerName: 'Feeder', width: 90 },
  { field: 'substation', headerName: 'Substation', flex: 1, minWidth: 120 },
  {
    field: 'loadPercent',
    headerName: 'Load',
    width: 160,
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={value as number}
          color={(value as number) > 85 ? 'error' : 'primary'}
          aria-label={`Load ${value as number}%`}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Box component="span" sx={{ width: 32, textAlign: 'end' }}>{`${value as number}%`}</Box>
      </Box>
    ),
  },
  { field: 'voltage', headerName: 'kV', type: 'number', width: 80 },
  { field: 'outages', headerName: 'Outages (24 h)', type: 'number', width: 120 },
];

export default function StyleRecipesCompactDashboard() {
  return (
    <Box sx={{ height: 380, width: '100%', p: 1, bgcolor: 'background.paper', borderRadius: 2, boxShadow: 1 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        columnHeaderHeight={32}
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 1 ? 'feeder--odd' : '')}
        sx={{
          border: 'none',
          fontSize: 13,
          fontVariantNumeric: 'tabular-nums',
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontSize: 11,
            fontWeight: 600,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
            color: 'text.secondary',
          },
          [`& .${gridClasses.cell}`]: { borderTopColor: 'transparent' },
          [`& .${gridClasses.row}.feeder--odd`]: { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
