import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  room: string;
  temperature: number;
  humidity: number;
}

const readings: Reading[] = [
  { id: 1, room: 'Server room', temperature: 27.5, humidity: 38 },
  { id: 2, room: 'Archive', temperature: 17.2, humidity: 61 },
  { id: 3, room: 'Office 2.14', temperature: 21.8, humidity: 44 },
  { id: 4, room: 'Cold store', temperature: 3.9, humidity: 72 },
];

const temperatureClass = (params: GridCellParams<Reading, number>) => {
  const value = params.value ?? 0;
  if (value > 25) return 'reading--hot';
  if (value < 10) return 'reading--cold';
  return '';
};

const columns: GridColDef<Reading>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
    headerClassName: 'reading-header',
    cellClassName: temperatureClass,
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    type: 'number',
    width: 130,
    headerClassName: 'reading-header',
    // A fixed class for every cell of the column.
    cellClassName: 'reading--muted',
  },
];

export default function StyleCellClassName() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .reading-header': { fontStyle: 'italic' },
        '& .reading--hot': { color: 'error.main', fontWeight: 700 },
        '& .reading--cold': { color: 'info.main', fontWeight: 700 },
        '& .reading--muted': { color: 'text.secondary' },
      }}
    >
      <DataGrid rows={readings} columns={columns} hideFooter />
    </Box>
  );
}
