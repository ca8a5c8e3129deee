import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const invoices = [
  { id: 'INV-1041', client: 'Northwind Bakery', issued: new Date(2024, 0, 8), amount: 1250.5, paid: true },
  { id: 'INV-1042', client: 'Larch & Pine Joinery', issued: new Date(2024, 0, 15), amount: 3980, paid: false },
  { id: 'INV-1043', client: 'Tidewater Kayaks', issued: new Date(2024, 0, 22), amount: 640.25, paid: true },
  { id: 'INV-1044', client: 'Cobalt Print Studio', issued: new Date(2024, 1, 2), amount: 2210, paid: false },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

export default function ExportToolbarOptions() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            // Used by the "Export" menu of the toolbar.
            csvOptions: { fileName: 'invoices-january', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
