import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const parcels = [
  { id: 1, tracking: 'PX-77120', destination: 'Utrecht', weightKg: 2.4, status: 'In transit' },
  { id: 2, tracking: 'PX-77121', destination: 'Aarhus', weightKg: 0.8, status: 'Delivered' },
  { id: 3, tracking: 'PX-77122', destination: 'Ljubljana', weightKg: 5.1, status: 'In transit' },
  { id: 4, tracking: 'PX-77123', destination: 'Tartu', weightKg: 1.2, status: 'Held at depot' },
];

const columns: GridColDef[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function ExportCsvPreview() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={parcels} columns={columns} checkboxSelection hideFooter />
      </Box>
      {/* The same text the CSV download would contain, without downloading it. */}
      <Button size="small" sx={{ my: 1 }} onClick={() => setCsv(apiRef.current.getDataAsCsv({ delimiter: ';' }))}>
        Show the CSV
      </Button>
      {csv && (
        <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto' }}>
          {csv}
        </Box>
      )}
    </Box>
  );
}
