import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reservoir {
  id: number;
  name: string;
  fill: number;
  trend: 'rising' | 'steady' | 'falling';
}

const reservoirs: Reservoir[] = [
  { id: 1, name: 'Upper Tarn', fill: 0.82, trend: 'rising' },
  { id: 2, name: 'Millbrook', fill: 0.47, trend: 'steady' },
  { id: 3, name: 'Stone Weir', fill: 0.19, trend: 'falling' },
  { id: 4, name: 'Longmoor', fill: 0.66, trend: 'falling' },
];

const trendColor = { rising: 'success', steady: 'default', falling: 'warning' } as const;

const columns: GridColDef<Reservoir>[] = [
  { field: 'name', headerName: 'Reservoir', width: 150 },
  {
    field: 'fill',
    headerName: 'Fill level',
    type: 'number',
    width: 220,
    // `display: 'flex'` centres custom content vertically in the cell.
    display: 'flex',
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={params.value * 100}
          sx={{ flex: 1 }}
          aria-label={`${params.row.name} fill level`}
        />
        <span>{Math.round(params.value * 100)} %</span>
      </Box>
    ),
  },
  {
    field: 'trend',
    headerName: 'Trend',
    width: 130,
    renderCell: (params) => <Chip size="small" label={params.value} color={trendColor[params.row.trend]} />,
  },
];

export default function ColumnRenderCell() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={reservoirs} columns={columns} hideFooter />
    </Box>
  );
}
