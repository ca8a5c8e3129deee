import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createStationReadings, type StationReading } from './columnsData';

const rows = createStationReadings(16);

const columns: GridColDef<StationReading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 120 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'windSpeed', headerName: 'Wind (km/h)', type: 'number', width: 110 },
  { field: 'pressure', headerName: 'Pressure (hPa)', type: 'number', width: 130 },
  { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 100 },
];

export default function ColumnVisibilityInitial() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          columns: {
            // Hidden at first; readers can show them from the columns panel.
            columnVisibilityModel: { elevation: false, pressure: false, humidity: false },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
