/**
 * Runs in a web worker: the grid sends it the serialized rows, and this script builds the
 * workbook with exceljs and posts the file back. The page stays responsive meanwhile.
 */
import { setupExcelExportWebWorker } from '@mui/x-data-grid-premium';

setupExcelExportWebWorker({
  // With a worker, the processing callbacks live here: functions cannot be posted to a worker.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Electricity readings, November 2025']);
    worksheet.getRow(1).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
  },
});
