import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createStationReadings, type StationReading } from './columnsData';

const rows = createStationReadings(16);

const columns: GridColDef<StationReading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  {
    field: 'temperature',
    headerName: 'T (°C)',
    description: 'Air temperature 1.5 m above ground, averaged over the last ten minutes',
    type: 'number',
    width: 100,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'humidity',
    headerName: 'RH (%)',
    description: 'Relative humidity of the air',
    type: 'number',
    width: 100,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'pressure',
    headerName: 'QFE (hPa)',
    description: 'Atmospheric pressure at station level, not reduced to sea level',
    type: 'number',
    width: 120,
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall in the last hour (mm)',
    type: 'number',
    width: 130,
  },
];

export default function ColumnHeaderDescription() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
