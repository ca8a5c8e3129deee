import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createStationReadings, type StationReading } from './columnsData';

const rows = createStationReadings(16);

const columns: GridColDef<StationReading>[] = [
  // Fixed width, and the reader cannot resize it.
  { field: 'id', headerName: 'Reading', width: 110, resizable: false },
  // Shares the free space with "Region" in a 2 : 1 ratio, never below 160 px.
  { field: 'station', headerName: 'Station', flex: 2, minWidth: 160 },
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 110 },
  // Resizable between 90 and 160 px.
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 110,
    minWidth: 90,
    maxWidth: 160,
  },
  { field: 'windSpeed', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function ColumnDimensionsWidths() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
