import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { pickOrders, type PickOrder } from './apiObjectData';

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ApiObjectRef() {
  const apiRef = useGridApiRef();

  const selectExpressOrders = () => {
    const ids = pickOrders.filter((row) => row.priority === 'Express').map((row) => row.id);
    apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(ids) });
  };

  const heaviestFirst = () => {
    apiRef.current?.setSortModel([{ field: 'weightKg', sort: 'desc' }]);
    apiRef.current?.scrollToIndexes({ rowIndex: 0 });
  };

  const jumpToLastRow = () => {
    const api = apiRef.current;
    if (!api) return;
    api.scrollToIndexes({ rowIndex: api.getRowsCount() - 1 });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={selectExpressOrders}>
          Select express orders
        </Button>
        <Button size="small" variant="outlined" onClick={heaviestFirst}>
          Heaviest first
        </Button>
        <Button size="small" variant="outlined" onClick={jumpToLastRow}>
          Scroll to the last row
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.autosizeColumns()}>
          Fit columns to content
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={pickOrders} columns={columns} checkboxSelection hideFooter />
      </Box>
    </Stack>
  );
}
