import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridCellModes,
  useGridApiRef,
  type GridCellModesModel,
  type GridColDef,
} from '@mui/x-data-grid';

interface StockRow {
  id: string;
  product: string;
  quantity: number;
}

const columns: GridColDef<StockRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100, editable: true },
];

const initialRows: StockRow[] = [
  { id: 'p-1', product: 'Espresso beans, 1 kg', quantity: 14 },
  { id: 'p-2', product: 'Oat milk, 1 L', quantity: 0 },
  { id: 'p-3', product: 'Paper cups, 12 oz', quantity: 0 },
  { id: 'p-4', product: 'Cane sugar sticks', quantity: 420 },
  { id: 'p-5', product: 'Chai concentrate', quantity: 0 },
];

export default function EditingControlledCells() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const editNextEmptyRow = () => {
    const target = rows.find((row) => row.quantity === 0);
    if (!target) {
      return;
    }
    setCellModesModel((prev) => {
      // Switch every cell that is currently listed back to view mode...
      const next: GridCellModesModel = {};
      Object.entries(prev).forEach(([id, fields]) => {
        next[id] = Object.fromEntries(
          Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }]),
        );
      });
      // ...then open the quantity cell of the target row.
      next[target.id] = { ...next[target.id], quantity: { mode: GridCellModes.Edit } };
      return next;
    });
    apiRef.current?.setCellFocus(target.id, 'quantity');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={editNextEmptyRow} sx={{ mb: 1 }}>
        Restock next empty item
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          processRowUpdate={(newRow: StockRow) => {
            setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
