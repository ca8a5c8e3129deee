import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(12);

/** A title with the unit on a second, quieter line. */
function TitleWithUnit({ params, unit }: { params: GridColumnHeaderParams<Flight>; unit: string }) {
  return (
    <Box sx={{ lineHeight: 1.2 }}>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {params.colDef.headerName}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {unit}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  {
    field: 'durationMinutes',
    headerName: 'Flight time',
    type: 'number',
    width: 130,
    renderHeader: (params) => <TitleWithUnit params={params} unit="minutes" />,
  },
  {
    field: 'fare',
    headerName: 'Lowest fare',
    type: 'number',
    width: 130,
    renderHeader: (params) => <TitleWithUnit params={params} unit="euros, one way" />,
  },
  {
    field: 'booked',
    headerName: 'Passengers',
    type: 'number',
    width: 130,
    renderHeader: (params) => <TitleWithUnit params={params} unit="booked seats" />,
  },
];

export default function ColumnHeaderRender() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={64} hideFooter />
    </Box>
  );
}
