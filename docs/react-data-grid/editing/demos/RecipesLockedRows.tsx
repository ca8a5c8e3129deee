import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type OrderStatus = 'Draft' | 'Sent' | 'Received';

interface PurchaseOrder {
  id: string;
  supplier: string;
  item: string;
  quantity: number;
  unitPrice: number;
  status: OrderStatus;
}

const initialRows: PurchaseOrder[] = [
  {
    id: 'PO-7301',
    supplier: 'Hartwell Paper',
    item: 'A4 copier paper, boxes',
    quantity: 40,
    unitPrice: 21.5,
    status: 'Draft',
  },
  {
    id: 'PO-7302',
    supplier: 'Lumen Electrical',
    item: 'LED panel 600×600',
    quantity: 12,
    unitPrice: 38.9,
    status: 'Sent',
  },
  {
    id: 'PO-7303',
    supplier: 'Greenleaf Catering',
    item: 'Coffee beans, 1 kg',
    quantity: 18,
    unitPrice: 16.25,
    status: 'Draft',
  },
  {
    id: 'PO-7304',
    supplier: 'Baxter Safety',
    item: 'First aid refill kit',
    quantity: 6,
    unitPrice: 24,
    status: 'Received',
  },
  {
    id: 'PO-7305',
    supplier: 'Hartwell Paper',
    item: 'Window envelopes, packs',
    quantity: 25,
    unitPrice: 9.8,
    status: 'Draft',
  },
];

const STATUSES: OrderStatus[] = ['Draft', 'Sent', 'Received'];

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 160, editable: true },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 190, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 120,
    editable: true,
  },
];

// Only drafts can change; the status itself stays editable so an order can go back to draft.
const isCellEditable = (params: GridCellParams<PurchaseOrder>) =>
  params.field === 'status' || params.row.status === 'Draft';

export default function RecipesLockedRows() {
  const [rows, setRows] = React.useState(initialRows);

  const processRowUpdate = (newRow: PurchaseOrder) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .order-locked': { color: 'text.secondary', bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getRowClassName={(params) => (params.row.status === 'Draft' ? '' : 'order-locked')}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
    </Box>
  );
}
