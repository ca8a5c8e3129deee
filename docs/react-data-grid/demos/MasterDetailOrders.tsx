import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { purchaseOrders, totalOf, type PurchaseOrder } from './masterDetailData';

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
  { field: 'ordered', headerName: 'Ordered', type: 'date', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => totalOf(row),
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

function OrderLines({ order }: { order: PurchaseOrder }) {
  return (
    <Box sx={{ py: 2, px: 4, bgcolor: 'background.default' }}>
      <Typography variant="subtitle2" gutterBottom>
        {order.lines.length} line(s) from {order.supplier}
      </Typography>
      <Table size="small" aria-label={`Lines of ${order.id}`}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.sku}>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">€{line.unitPrice.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function MasterDetailOrders() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<PurchaseOrder>) => <OrderLines order={row} />,
    [],
  );
  // 'auto': the panel is as tall as its content.
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={purchaseOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
