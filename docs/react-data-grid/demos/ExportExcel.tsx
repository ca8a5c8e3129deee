import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPremium, useGridApiRef, type GridExcelExportOptions } from '@mui/x-data-grid-premium';
import { shipmentColumns, shipments } from './exportShipments';

const excelOptions: GridExcelExportOptions = {
  fileName: 'outbound-parcels-2025-09',
  // exceljs styles, applied to every cell of a column.
  columnsStyles: {
    weightKg: { numFmt: '0.0 "kg"' },
    shippedOn: { numFmt: 'yyyy-mm-dd' },
  },
  // Add a title above the table before the rows are written.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Outbound parcels, September 2025']);
    worksheet.addRow([]);
  },
};

export default function ExportExcel() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        sx={{ mb: 1 }}
        variant="contained"
        onClick={() => apiRef.current?.exportDataAsExcel(excelOptions)}
      >
        Download Excel file
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shipments}
          columns={shipmentColumns}
          showToolbar
          slotProps={{ toolbar: { excelOptions, csvOptions: { disableToolbarButton: true } } }}
        />
      </Box>
    </Box>
  );
}
