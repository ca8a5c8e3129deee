import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { DataGridPremium, ExportCsv, ExportExcel, Toolbar, type GridExcelExportOptions } from '@mui/x-data-grid-premium';
import { shipmentColumns, shipments } from '../../demos/exportShipments';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    excelPending?: boolean;
  }
}

const excelOptions: GridExcelExportOptions = {
  fileName: 'parcels-september',
  columnsStyles: { weightKg: { numFmt: '0.0 "kg"' }, shippedOn: { numFmt: 'dd/mm/yyyy' } },
  // Runs after the rows are written: a total line under the weight column.
  exceljsPostProcess: async ({ worksheet }) => {
    const last = worksheet.rowCount;
    const total = worksheet.addRow({ recipient: 'Total weight' });
    total.getCell('weightKg').value = { formula: `SUM(D2:D${last})` };
    total.font = { bold: true };
  },
};

function SpreadsheetToolbar({ excelPending = false }: { excelPending?: boolean }) {
  return (
    <Toolbar>
      <ExportExcel
        render={<Button size="small" variant="contained" />}
        options={excelOptions}
        disabled={excelPending}
        startIcon={excelPending ? <CircularProgress size={14} color="inherit" /> : undefined}
      >
        {excelPending ? 'Preparing…' : 'Excel'}
      </ExportExcel>
      <ExportCsv render={<Button size="small" />} options={{ fileName: 'parcels-september' }}>
        CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function ExportExcelButton() {
  const [excelPending, setExcelPending] = React.useState(false);
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={shipments}
        columns={shipmentColumns}
        showToolbar
        slots={{ toolbar: SpreadsheetToolbar }}
        slotProps={{ toolbar: { excelPending } }}
        onExcelExportStateChange={(state) => setExcelPending(state === 'pending')}
      />
    </Box>
  );
}
