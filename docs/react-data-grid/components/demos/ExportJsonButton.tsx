import Box from '@mui/material/Box';
import {
  DataGrid,
  ExportCsv,
  gridFilteredSortedRowEntriesSelector,
  gridVisibleColumnFieldsSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';
import { shipmentColumns, shipments } from '../../demos/exportShipments';

/** A format the grid has no button for: JSON, built from the same rows and columns a CSV export would use. */
function JsonExportButton() {
  const apiRef = useGridApiContext();
  const download = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef).filter(
      (field) => apiRef.current.getColumn(field).disableExport !== true,
    );
    const records = gridFilteredSortedRowEntriesSelector(apiRef).map(({ model }) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getRowValue(model, apiRef.current.getColumn(field))])),
    );
    const blob = new Blob([JSON.stringify(records, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'parcels-september.json';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <ToolbarButton onClick={download} aria-label="Download as JSON">
      <Box component="span" sx={{ fontSize: 12, fontWeight: 700, px: 0.5 }}>
        JSON
      </Box>
    </ToolbarButton>
  );
}

function FormatsToolbar() {
  return (
    <Toolbar>
      <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />} options={{ fileName: 'parcels-september' }}>
        <Box component="span" sx={{ fontSize: 12, fontWeight: 700, px: 0.5 }}>
          CSV
        </Box>
      </ExportCsv>
      <JsonExportButton />
    </Toolbar>
  );
}

export default function ExportJsonButton() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={shipments} columns={shipmentColumns} showToolbar slots={{ toolbar: FormatsToolbar }} />
    </Box>
  );
}
