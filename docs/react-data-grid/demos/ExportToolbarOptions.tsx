import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './exportShipments';

export default function ExportToolbarOptions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'outbound-parcels-2025-09',
              delimiter: ';',
              utf8WithBom: true,
            },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
        checkboxSelection
      />
    </Box>
  );
}
