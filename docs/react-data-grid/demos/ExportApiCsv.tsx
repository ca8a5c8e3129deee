import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './exportShipments';

// Only the parcels of one carrier, in the grid's current order, with three columns.
const dhlOnly: GridCsvExportOptions = {
  fields: ['tracking', 'city', 'weightKg'],
  getRowsToExport: ({ apiRef }) =>
    gridFilteredSortedRowIdsSelector(apiRef).filter((id) => apiRef.current.getRow(id)?.carrier === 'DHL'),
};

export default function ExportApiCsv() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('Nothing exported yet.');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => setPreview(apiRef.current?.getDataAsCsv(dhlOnly) ?? '')}>
          Preview DHL manifest
        </Button>
        <Button
          variant="contained"
          onClick={() => apiRef.current?.exportDataAsCsv({ ...dhlOnly, fileName: 'dhl-manifest' })}
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={shipments} columns={shipmentColumns} hideFooter />
      </Box>
      <Box
        component="pre"
        aria-label="CSV preview"
        sx={{ mt: 1, p: 1, maxHeight: 180, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}
      >
        {preview}
      </Box>
    </Box>
  );
}
