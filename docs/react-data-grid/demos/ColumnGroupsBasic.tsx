import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(12);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 180 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
  { field: 'booked', headerName: 'Booked', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'destination',
    headerName: 'Destination',
    children: [{ field: 'destination' }, { field: 'country' }],
  },
  {
    groupId: 'boarding',
    headerName: 'Boarding',
    children: [{ field: 'departure' }, { field: 'gate' }],
  },
  {
    groupId: 'load',
    headerName: 'Load',
    children: [{ field: 'seats' }, { field: 'booked' }],
  },
];

export default function ColumnGroupsBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
