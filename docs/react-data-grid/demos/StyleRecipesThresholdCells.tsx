import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: string;
  station: string;
  pm25: number;
  ozone: number;
  humidity: number;
}

const STATIONS = [
  'Central Library',
  'Harbour Road',
  'Northfield School',
  'Ring Road East',
  'Botanical Garden',
  'Airport Gate 3',
  'Old Market',
  'Riverside Park',
];

/** Air quality at city monitoring stations on 14 May 2025, 08:00. */
const readings: Reading[] = STATIONS.map((station, index) => ({
  id: `AQ-${index + 1}`,
  station,
  pm25: 6 + ((index * 11) % 38),
  ozone: 40 + ((index * 23) % 90),
  humidity: 45 + ((index * 7) % 40),
}));

/** A class per band: the limits are those of the demo, not an official index. */
function band(value: number, moderate: number, high: number) {
  if (value >= high) return 'level-high';
  if (value >= moderate) return 'level-moderate';
  return '';
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 170 },
  {
    field: 'pm25',
    headerName: 'PM2.5 (µg/m³)',
    type: 'number',
    width: 140,
    cellClassName: ({ value }) => band(Number(value), 15, 35),
  },
  {
    field: 'ozone',
    headerName: 'Ozone (µg/m³)',
    type: 'number',
    width: 140,
    cellClassName: ({ value }) => band(Number(value), 100, 120),
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

export default function StyleRecipesThresholdCells() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .level-moderate': { bgcolor: 'warning.light', color: 'warning.contrastText', fontWeight: 600 },
        '& .level-high': { bgcolor: 'error.main', color: 'error.contrastText', fontWeight: 600 },
      }}
    >
      <DataGrid rows={readings} columns={columns} hideFooter />
    </Box>
  );
}
