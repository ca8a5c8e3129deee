import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createFlights, type Flight } from './columnsData';

const rows = createFlights(12);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 180 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const DEFAULT_ORDER = columns.map((column) => column.field);

export default function ColumnOrderingApi() {
  const apiRef = useGridApiRef();

  const move = (field: string, index: number) => apiRef.current?.setColumnIndex(field, index);

  const restore = () => {
    DEFAULT_ORDER.forEach((field, index) => apiRef.current?.setColumnIndex(field, index));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => move('status', 0)}>
          Status first
        </Button>
        <Button size="small" variant="outlined" onClick={() => move('gate', 1)}>
          Gate second
        </Button>
        <Button size="small" variant="outlined" onClick={restore}>
          Default order
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
