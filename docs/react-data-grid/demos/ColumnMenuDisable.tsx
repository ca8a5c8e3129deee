import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createStationReadings, type StationReading } from './columnsData';

const rows = createStationReadings(16);

const columns: GridColDef<StationReading>[] = [
  // No menu on the key column, whatever the grid prop says.
  { field: 'id', headerName: 'Reading', width: 120, disableColumnMenu: true },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'windSpeed', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function ColumnMenuDisable() {
  const [menus, setMenus] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={menus} onChange={(event) => setMenus(event.target.checked)} />}
        label="Column menus"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={!menus} hideFooter />
      </Box>
    </Box>
  );
}
