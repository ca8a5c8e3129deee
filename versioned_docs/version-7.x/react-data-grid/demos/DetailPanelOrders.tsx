import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Line {
  product: string;
  quantity: number;
  price: number;
}

interface Order {
  id: number;
  customer: string;
  date: Date;
  lines: Line[];
}

const orders: Order[] = [
  {
    id: 5001,
    customer: 'Juniper Florists',
    date: new Date(2024, 3, 2),
    lines: [
      { product: 'Terracotta pot, 20 cm', quantity: 12, price: 6.5 },
      { product: 'Potting compost, 40 l', quantity: 4, price: 9 },
    ],
  },
  {
    id: 5002,
    customer: 'Beacon Hill School',
    date: new Date(2024, 3, 3),
    lines: [{ product: 'Seed tray, 24 cells', quantity: 30, price: 2.2 }],
  },
  {
    id: 5003,
    customer: 'Oakley Allotments',
    date: new Date(2024, 3, 5),
    lines: [
      { product: 'Watering can, 10 l', quantity: 2, price: 14 },
      { product: 'Garden twine', quantity: 6, price: 3.1 },
      { product: 'Bamboo canes (20)', quantity: 3, price: 7.5 },
    ],
  },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

function OrderLines({ order }: { order: Order }) {
  return (
    <Box sx={{ py: 1.5, px: 6 }}>
      <Typography variant="subtitle2" gutterBottom>
        Lines of order {order.id}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {order.lines.map((line) => (
          <li key={line.product}>
            {line.quantity} × {line.product} at €{line.price.toFixed(2)}
          </li>
        ))}
      </Box>
    </Box>
  );
}

export default function DetailPanelOrders() {
  // Stable callbacks: the grid caches the panels it has rendered.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => <OrderLines order={row} />,
    [],
  );
  // 'auto' sizes each panel to its content (v7's default height is 500 px).
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
