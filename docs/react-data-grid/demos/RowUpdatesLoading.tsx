import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  issued: Date;
}

const CUSTOMERS = ['Harbour Bakery', 'Nordlys Design', 'Casa Verde Florist', 'Kitabu Books', 'Alpine Cycles'];

/** Pretends to be a server: answers after a delay with a page of invoices that depends on the request number. */
function fetchInvoices(request: number): Promise<Invoice[]> {
  const invoices = Array.from({ length: 8 }, (_, index) => ({
    id: `INV-2025${String(request * 8 + index + 1).padStart(4, '0')}`,
    customer: CUSTOMERS[(index + request) % CUSTOMERS.length] ?? '',
    amount: 120 + (((index + 1) * (request + 3) * 47) % 900),
    issued: new Date(Date.UTC(2025, 5, 1 + index + request)),
  }));
  return new Promise((resolve) => setTimeout(() => resolve(invoices), 1200));
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 150 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `€${value}`,
  },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
];

export default function RowUpdatesLoading() {
  const [rows, setRows] = React.useState<Invoice[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [request, setRequest] = React.useState(0);

  const loadNextBatch = () => {
    setLoading(true);
    setRequest((value) => value + 1);
  };

  React.useEffect(() => {
    let active = true;
    fetchInvoices(request).then((invoices) => {
      // Ignore answers that arrive after a newer request or after unmounting.
      if (active) {
        setRows(invoices);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [request]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={loadNextBatch} disabled={loading}>
          Load next batch
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
