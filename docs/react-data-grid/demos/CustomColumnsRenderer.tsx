import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColTypeDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

interface FlightLoad extends Flight {
  cargoLoad: number;
}

const rows: FlightLoad[] = createFlights(12).map((flight, index) => ({
  ...flight,
  cargoLoad: (index * 37) % 100,
}));

/** A bar with a label: values are shares between 0 and 1. */
function ShareBar({ value }: { value: number }) {
  const percent = Math.round(value * 100);
  const color = percent >= 90 ? 'error' : percent >= 70 ? 'warning' : 'primary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={color}
        aria-label={`${percent} %`}
        sx={{ flex: 1, height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
        {percent} %
      </Typography>
    </Box>
  );
}

/** The same renderer, filters and sorting for every "share" column. */
const shareColumn: GridColTypeDef<number> = {
  type: 'number',
  width: 190,
  display: 'flex',
  renderCell: (params: GridRenderCellParams<FlightLoad, number>) =>
    params.value == null ? null : <ShareBar value={params.value} />,
};

const columns: GridColDef<FlightLoad>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  {
    ...shareColumn,
    field: 'seatLoad',
    headerName: 'Seats sold',
    valueGetter: (_value, row) => row.booked / row.seats,
  },
  {
    ...shareColumn,
    field: 'cargoLoad',
    headerName: 'Hold used',
    valueGetter: (value: number) => value / 100,
  },
];

export default function CustomColumnsRenderer() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
