import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  elevation: number;
  installed: Date;
  lastReading: Date;
  heated: boolean;
  status: 'online' | 'maintenance' | 'offline';
}

const stations: Station[] = [
  { id: 1, name: 'Cairn Ridge', elevation: 1120, installed: new Date(2016, 5, 14), lastReading: new Date(2024, 1, 9, 6, 40), heated: true, status: 'online' },
  { id: 2, name: 'Fen Crossing', elevation: 4, installed: new Date(2019, 2, 2), lastReading: new Date(2024, 1, 9, 6, 35), heated: false, status: 'online' },
  { id: 3, name: 'Pine Hollow', elevation: 610, installed: new Date(2012, 8, 21), lastReading: new Date(2024, 1, 8, 22, 5), heated: true, status: 'maintenance' },
  { id: 4, name: 'Saltmarsh Point', elevation: 12, installed: new Date(2021, 0, 30), lastReading: new Date(2024, 1, 6, 14, 0), heated: false, status: 'offline' },
  { id: 5, name: 'Granite Col', elevation: 1875, installed: new Date(2014, 6, 7), lastReading: new Date(2024, 1, 9, 6, 30), heated: true, status: 'online' },
];

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', width: 150 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 130 },
  { field: 'installed', headerName: 'Installed', type: 'date', width: 120 },
  { field: 'lastReading', headerName: 'Last reading', type: 'dateTime', width: 190 },
  { field: 'heated', headerName: 'Heated mast', type: 'boolean', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [
      { value: 'online', label: 'Online' },
      { value: 'maintenance', label: 'In maintenance' },
      { value: 'offline', label: 'Offline' },
    ],
    width: 150,
  },
];

export default function ColumnTypesStations() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={stations} columns={columns} />
    </Box>
  );
}
