import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { createStationReadings, type StationReading } from './columnsData';

const rows = createStationReadings(24);

const columns: GridColDef<StationReading>[] = [
  { field: 'station', headerName: 'Station', width: 180 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 130 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
  { field: 'windSpeed', headerName: 'Wind (km/h)', type: 'number', width: 130 },
  { field: 'pressure', headerName: 'Pressure (hPa)', type: 'number', width: 140 },
  { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 120 },
];

/** The column menu without its pinning items: pinning stays a feature of the grid, driven by the page. */
function MenuWithoutPinning(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuPinningItem: null }} />;
}

/** The measurement a forecaster is comparing is pinned next to the station name. */
export default function ColumnPinningCodeOnly() {
  const [focus, setFocus] = React.useState('humidity');
  const pinnedColumns = React.useMemo<GridPinnedColumnFields>(() => ({ left: ['station', focus] }), [focus]);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={focus}
        onChange={(_event, value: string | null) => value && setFocus(value)}
        aria-label="Measurement to keep in view"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="temperature">Temperature</ToggleButton>
        <ToggleButton value="humidity">Humidity</ToggleButton>
        <ToggleButton value="windSpeed">Wind</ToggleButton>
        <ToggleButton value="pressure">Pressure</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          slots={{ columnMenu: MenuWithoutPinning }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
