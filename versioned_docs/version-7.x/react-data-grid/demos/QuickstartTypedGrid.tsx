import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Delivery {
  id: number;
  plant: string;
  supplier: string;
  // Dates often arrive from an API as strings; the date column needs Date objects.
  arrival: string;
  trays: number;
  organic: boolean;
}

const deliveries: Delivery[] = [
  { id: 1, plant: 'Lavender', supplier: 'Greenfold', arrival: '2024-03-04', trays: 6, organic: true },
  { id: 2, plant: 'Basil', supplier: 'Hillside Growers', arrival: '2024-03-02', trays: 10, organic: false },
  { id: 3, plant: 'Chives', supplier: 'Greenfold', arrival: '2024-03-07', trays: 4, organic: true },
  { id: 4, plant: 'Oregano', supplier: 'Marsh Lane', arrival: '2024-03-01', trays: 8, organic: true },
  { id: 5, plant: 'Parsley', supplier: 'Hillside Growers', arrival: '2024-03-05', trays: 12, organic: false },
  { id: 6, plant: 'Tarragon', supplier: 'Marsh Lane', arrival: '2024-03-06', trays: 3, organic: false },
  { id: 7, plant: 'Fennel', supplier: 'Greenfold', arrival: '2024-03-03', trays: 5, organic: true },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 120 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  {
    field: 'arrival',
    headerName: 'Arrival',
    type: 'date',
    width: 130,
    // v7 passes the cell value first, then the row.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
  { field: 'trays', headerName: 'Trays', type: 'number', width: 100 },
  { field: 'organic', headerName: 'Organic', type: 'boolean', width: 100 },
];

export default function QuickstartTypedGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={deliveries}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'arrival', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
