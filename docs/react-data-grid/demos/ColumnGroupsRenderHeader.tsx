import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { createStationReadings, type StationReading } from './columnsData';

const rows = createStationReadings(16);

const columns: GridColDef<StationReading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 120 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'windSpeed', headerName: 'Wind (km/h)', type: 'number', width: 110 },
  { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 100 },
];

/** The group title with a chip counting its columns. */
function GroupHeader(params: GridColumnGroupHeaderParams) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <strong>{params.headerName ?? params.groupId}</strong>
      {/* Outlined in the header's own text colour, so it reads on the filled group header too. */}
      <Chip
        size="small"
        variant="outlined"
        label={`${params.fields.length} columns`}
        sx={{ color: 'inherit', borderColor: 'currentColor' }}
      />
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'site',
    headerName: 'Site',
    description: 'Where the station stands',
    renderHeaderGroup: GroupHeader,
    children: [{ field: 'region' }, { field: 'elevation' }],
  },
  {
    groupId: 'measurements',
    headerName: 'Latest readings',
    description: 'Hourly values, checked automatically',
    headerClassName: 'readings-group',
    renderHeaderGroup: GroupHeader,
    children: [
      { field: 'temperature' },
      { field: 'humidity' },
      { field: 'windSpeed' },
      { field: 'rainfall' },
    ],
  },
];

export default function ColumnGroupsRenderHeader() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // Two classes: more specific than the grid's own header background.
        [`& .${gridClasses.columnHeader}.readings-group`]: {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={44}
        hideFooter
      />
    </Box>
  );
}
