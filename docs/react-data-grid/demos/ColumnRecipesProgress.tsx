import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Appeal {
  id: number;
  appeal: string;
  region: string;
  raised: number;
  target: number;
}

const rows: Appeal[] = [
  { id: 1, appeal: 'New roof for the village hall', region: 'Cumbria', raised: 18_400, target: 25_000 },
  { id: 2, appeal: 'Defibrillators for sports clubs', region: 'Fife', raised: 9_750, target: 9_000 },
  { id: 3, appeal: 'School garden and orchard', region: 'Devon', raised: 3_120, target: 12_000 },
  { id: 4, appeal: 'River clean-up boats', region: 'Norfolk', raised: 14_980, target: 20_000 },
  { id: 5, appeal: 'Library reading corner', region: 'Powys', raised: 6_300, target: 6_500 },
  { id: 6, appeal: 'Minibus for the day centre', region: 'Antrim', raised: 21_050, target: 48_000 },
];

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Appeal>[] = [
  { field: 'appeal', headerName: 'Appeal', flex: 1, minWidth: 220 },
  { field: 'region', headerName: 'Region', width: 110 },
  {
    field: 'raised',
    headerName: 'Raised',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => pounds.format(value),
  },
  {
    field: 'target',
    headerName: 'Target',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => pounds.format(value),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 190,
    // A computed share, so sorting and filtering work on the number.
    valueGetter: (_value, row) => row.raised / row.target,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
    renderCell: (params) => {
      const share = params.value ?? 0;
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(share, 1) * 100}
            color={share >= 1 ? 'success' : 'primary'}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
            aria-label={`${params.row.appeal}: ${params.formattedValue ?? ''} of target`}
          />
          <Typography variant="body2" sx={{ width: 44, textAlign: 'right' }}>
            {params.formattedValue}
          </Typography>
        </Box>
      );
    },
  },
];

export default function ColumnRecipesProgress() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'progress', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
