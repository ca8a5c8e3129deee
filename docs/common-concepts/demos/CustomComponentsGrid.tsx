import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridOverlay,
  Toolbar,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    warehouseName?: string;
  }
}

interface StockLine {
  id: number;
  sku: string;
  product: string;
  quantity: number;
}

const rows: StockLine[] = [
  { id: 1, sku: 'BRK-2201', product: 'Ceramic brake pads', quantity: 48 },
  { id: 2, sku: 'FLT-0930', product: 'Cabin air filter', quantity: 112 },
  { id: 3, sku: 'WPR-1450', product: 'Wiper blade, 45 cm', quantity: 0 },
  { id: 4, sku: 'BAT-7710', product: 'Battery 70 Ah', quantity: 9 },
  { id: 5, sku: 'OIL-5W30', product: 'Engine oil 5W-30, 5 l', quantity: 64 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'In stock', type: 'number', width: 110 },
];

// Slot components are declared at module level: the grid receives the same types on every render.
function WarehouseToolbar({ warehouseName }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, px: 1, fontWeight: 500 }}>{warehouseName ?? 'All warehouses'}</Typography>
      <FilterPanelTrigger>Filters</FilterPanelTrigger>
      <ExportCsv options={{ fileName: 'stock-levels' }}>Export CSV</ExportCsv>
    </Toolbar>
  );
}

function NoMatchingParts() {
  return <GridOverlay>No part matches these filters. Try another SKU.</GridOverlay>;
}

export default function CustomComponentsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: WarehouseToolbar, noResultsOverlay: NoMatchingParts }}
        slotProps={{ toolbar: { warehouseName: 'Rotterdam DC' } }}
      />
    </Box>
  );
}
