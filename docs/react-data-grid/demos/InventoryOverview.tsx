import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  sku: string;
  product: string;
  warehouse: string;
  quantity: number;
  unitPrice: number;
  restocked: Date;
}

const PRODUCTS = ['Oak desk', 'Standing lamp', 'Wool rug', 'Steel shelf', 'Linen curtain', 'Glass vase'];
const WAREHOUSES = ['Lyon', 'Rotterdam', 'Porto', 'Gdańsk'];

/** A small deterministic generator, so the server and the browser render the same rows. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pick(values: readonly string[], index: number): string {
  return values[index % values.length] ?? '';
}

function createRows(count: number): StockItem[] {
  const random = seeded(42);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sku: `SKU-${String(1040 + index * 7).padStart(5, '0')}`,
    product: pick(PRODUCTS, index),
    warehouse: pick(WAREHOUSES, Math.floor(random() * WAREHOUSES.length)),
    quantity: Math.floor(random() * 480),
    unitPrice: Math.round((12 + random() * 340) * 100) / 100,
    restocked: new Date(Date.UTC(2025, Math.floor(random() * 12), 1 + Math.floor(random() * 27))),
  }));
}

const rows = createRows(24);

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'quantity', headerName: 'In stock', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  {
    field: 'restocked',
    headerName: 'Last restock',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
];

export default function InventoryOverview() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, 25]}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
