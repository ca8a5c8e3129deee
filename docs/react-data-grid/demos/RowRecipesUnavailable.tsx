import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

interface Part {
  id: string;
  name: string;
  bin: string;
  inStock: number;
}

const PARTS = [
  'Hex bolt M8 × 40',
  'Washer M8, zinc',
  'Hinge, stainless 75 mm',
  'Cable tie 200 mm (100 pcs)',
  'Wood screw 4 × 30',
  'Wall plug 6 mm',
  'Drawer runner 450 mm',
  'Shelf bracket 200 mm',
  'Door handle, brushed',
  'Corner brace 40 mm',
];

/** A hardware store's parts list; every third part is out of stock. */
const parts: Part[] = PARTS.map((name, index) => ({
  id: `P-${1200 + index * 3}`,
  name,
  bin: `Aisle ${1 + (index % 4)}, bin ${10 + index}`,
  inStock: index % 3 === 2 ? 0 : 12 + ((index * 17) % 80),
}));

const columns: GridColDef<Part>[] = [
  { field: 'id', headerName: 'Part no.', width: 100 },
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 200 },
  { field: 'bin', headerName: 'Location', width: 150 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

const isAvailable = ({ row }: GridRowParams<Part>) => row.inStock > 0;

export default function RowRecipesUnavailable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={parts}
        columns={columns}
        checkboxSelection
        isRowSelectable={isAvailable}
        getRowClassName={({ row }) => (row.inStock > 0 ? '' : 'out-of-stock')}
        // Secondary text, not the disabled grey: the rows stay readable, only their checkbox is off.
        sx={{ '& .out-of-stock': { color: 'text.secondary', fontStyle: 'italic' } }}
        hideFooter
      />
    </Box>
  );
}
