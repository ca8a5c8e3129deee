import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Part {
  // The rows have no `id` field: each part is identified by its SKU.
  sku: string;
  name: string;
  bin: string;
  quantity: number;
}

const parts: Part[] = [
  { sku: 'HX-204', name: 'Hex bolt M8 × 40', bin: 'A3', quantity: 1250 },
  { sku: 'WS-118', name: 'Spring washer M8', bin: 'A4', quantity: 3400 },
  { sku: 'BR-930', name: 'Flanged bearing 20 mm', bin: 'C1', quantity: 86 },
  { sku: 'GK-512', name: 'Gasket kit, pump housing', bin: 'D7', quantity: 19 },
];

const columns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// Defined outside the component, so the grid receives the same function on every render.
const getRowId = (part: Part) => part.sku;

export default function RowsCustomId() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={parts} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
