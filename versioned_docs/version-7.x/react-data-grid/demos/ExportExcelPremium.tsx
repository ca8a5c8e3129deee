import Box from '@mui/material/Box';
import { DataGridPremium, GridToolbar, type GridColDef } from '@mui/x-data-grid-premium';

const sales = [
  { id: 1, store: 'Canal Street', month: new Date(2024, 0, 1), revenue: 48210, staff: 9 },
  { id: 2, store: 'Canal Street', month: new Date(2024, 1, 1), revenue: 45330, staff: 9 },
  { id: 3, store: 'Riverside Mall', month: new Date(2024, 0, 1), revenue: 61870, staff: 14 },
  { id: 4, store: 'Riverside Mall', month: new Date(2024, 1, 1), revenue: 59440, staff: 13 },
];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 150 },
  { field: 'month', headerName: 'Month', type: 'date', width: 120 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 90 },
];

export default function ExportExcelPremium() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            // The Premium toolbar's export menu gains "Download as Excel".
            excelOptions: {
              fileName: 'store-revenue',
              columnsStyles: { revenue: { numFmt: '#,##0 "€"' } },
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
