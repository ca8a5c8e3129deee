import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import { createInvoices, type Invoice } from './columnsData';

const rows = createInvoices(14);

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 240 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 130 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'hourlyRate', headerName: 'Rate (€/h)', type: 'number', width: 120 },
  { field: 'expenses', headerName: 'Expenses (€)', type: 'number', width: 130 },
  { field: 'vatRate', headerName: 'VAT rate', type: 'number', width: 110 },
  // Whether an invoice is paid is read with the rest of the row: never pinned.
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 100, pinnable: false },
];

const DEFAULT_PINNING: GridPinnedColumnFields = { left: ['number'] };

function describe(model: GridPinnedColumnFields): string {
  const left = model.left?.join(', ') || 'none';
  const right = model.right?.join(', ') || 'none';
  return `left: ${left} · right: ${right}`;
}

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>(DEFAULT_PINNING);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns(DEFAULT_PINNING)}>
          Reset pinning
        </Button>
        <Typography variant="body2">Pinned — {describe(pinnedColumns)}</Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
