import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookings, type Booking } from './toolbarData';

const columns: GridColDef<Booking>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'organiser', headerName: 'Organiser', flex: 1, minWidth: 150 },
  { field: 'activity', headerName: 'Activity', width: 150 },
  { field: 'attendees', headerName: 'Attendees', type: 'number', width: 110 },
];

export default function ToolbarDefault() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={bookings}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'room-bookings', utf8WithBom: true },
            printOptions: { hideFooter: true },
          },
        }}
      />
    </Box>
  );
}
