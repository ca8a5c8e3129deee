import Box from '@mui/material/Box';
import { DataGrid, ExportCsv, ExportPrint, Toolbar } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from '../../demos/exportShipments';

function ParcelExportToolbar() {
  return (
    <Toolbar>
      {/* Without `render`, each button is the grid's `baseButton` slot with your children as its label. */}
      <ExportCsv options={{ fileName: 'parcels-september', delimiter: ';', utf8WithBom: true }}>
        Download CSV
      </ExportCsv>
      <ExportPrint options={{ hideFooter: true, hideToolbar: true, pageStyle: '@page { size: landscape; }' }}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportButtonsDefault() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={shipments} columns={shipmentColumns} showToolbar slots={{ toolbar: ParcelExportToolbar }} />
    </Box>
  );
}
