import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const TOTAL_ORDERS = 230;
const customers = ['Alder & Co', 'Brightwater', 'Copperfield', 'Dunmore Ltd', 'Elmstead'];

// Stands in for a server: returns one page after a short delay.
function fetchOrders({ page, pageSize }: GridPaginationModel): Promise<Order[]> {
  const start = page * pageSize;
  const end = Math.min(start + pageSize, TOTAL_ORDERS);
  const pageRows = Array.from({ length: Math.max(end - start, 0) }, (_, offset) => {
    const id = start + offset + 1;
    return { id, customer: customers[id % customers.length] as string, total: 40 + ((id * 53) % 400) };
  });
  return new Promise((resolve) => setTimeout(() => resolve(pageRows), 400));
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
];

export default function PaginationServer() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  // A new page is loading from the moment the reader asks for it.
  const handlePaginationModelChange = (model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  };

  React.useEffect(() => {
    let active = true;
    fetchOrders(paginationModel).then((pageRows) => {
      if (!active) return;
      setRows(pageRows);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // The grid shows the rows it is given as the current page and asks for others.
        paginationMode="server"
        rowCount={TOTAL_ORDERS}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 25]}
        loading={loading}
      />
    </Box>
  );
}
