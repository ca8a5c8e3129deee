import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
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

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();
  const [readersCanPin, setReadersCanPin] = React.useState(true);
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});

  const toggleStation = () => {
    const api = apiRef.current;
    if (!api) return;
    if (api.isColumnPinned('station')) {
      api.unpinColumn('station');
    } else {
      api.pinColumn('station', GridPinnedColumnPosition.LEFT);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={toggleStation}>
          Pin or unpin the station
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('rainfall', GridPinnedColumnPosition.RIGHT)}
        >
          Pin rain to the right
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('humidity', GridPinnedColumnPosition.LEFT)}
        >
          Pin humidity to the left
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({ left: [], right: [] })}>
          Unpin all
        </Button>
        <FormControlLabel
          control={
            <Switch checked={readersCanPin} onChange={(event) => setReadersCanPin(event.target.checked)} />
          }
          label="Pinning items in the column menu"
        />
      </Stack>
      <Typography variant="body2" role="status">
        Pinning model: left [{(pinned.left ?? []).join(', ')}], right [{(pinned.right ?? []).join(', ')}]
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          disableColumnPinning={!readersCanPin}
          onPinnedColumnsChange={setPinned}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
