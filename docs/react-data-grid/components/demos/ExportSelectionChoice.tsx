import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  ExportCsv,
  gridFilteredSortedRowIdsSelector,
  gridRowSelectionCountSelector,
  Toolbar,
  useGridApiContext,
  useGridSelector,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';
import { shipmentColumns, shipments } from '../../demos/exportShipments';

/** Every row that passes the filter, even when some rows are selected. */
const everyFilteredRow = ({ apiRef }: GridCsvGetRowsToExportParams) => gridFilteredSortedRowIdsSelector(apiRef);

function SelectionAwareToolbar() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
        {selectedCount > 0 ? `${selectedCount} parcels selected` : 'Select parcels to export only those'}
      </Typography>
      <ExportCsv render={<Button size="small" />} options={{ fileName: 'parcels-all', getRowsToExport: everyFilteredRow }}>
        All parcels
      </ExportCsv>
      <ExportCsv
        render={<Button size="small" variant="outlined" />}
        options={{ fileName: 'parcels-selected' }}
        disabled={selectedCount === 0}
      >
        Selected only
      </ExportCsv>
    </Toolbar>
  );
}

export default function ExportSelectionChoice() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        checkboxSelection
        showToolbar
        slots={{ toolbar: SelectionAwareToolbar }}
      />
    </Box>
  );
}
