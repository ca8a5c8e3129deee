import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { pickOrders, type PickOrder } from './apiObjectData';

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', type: 'dateTime', width: 170 },
];

// Read once, when the grid mounts. Afterwards the reader can change all of it.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
  filter: { filterModel: { items: [{ field: 'priority', operator: 'equals', value: 'Express' }] } },
  columns: { columnVisibilityModel: { weightKg: false } },
  pagination: { paginationModel: { pageSize: 5, page: 0 } },
  density: 'compact',
};

export default function StateInitial() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={pickOrders}
        columns={columns}
        initialState={initialState}
        pageSizeOptions={[5, 10, 25]}
        showToolbar
      />
    </Box>
  );
}
