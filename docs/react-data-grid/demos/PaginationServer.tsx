import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { createInvoices, euro, type Invoice } from './paginationData';

const TOTAL = 240;
const archive = createInvoices(TOTAL);

interface PageResponse {
  rows: Invoice[];
  total: number;
}

/** Stands in for an invoicing API: returns one page and the total after 500 ms. */
function fetchInvoicePage({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({ rows: archive.slice(start, start + pageSize), total: archive.length });
    }, 500);
  });
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euro(value),
  },
];

export default function PaginationServer() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  // The last answer and the page it was for: loading until it matches the requested page.
  const [answer, setAnswer] = React.useState<{ model: GridPaginationModel; page: PageResponse } | null>(null);

  React.useEffect(() => {
    let current = true;
    fetchInvoicePage(paginationModel).then((page) => {
      if (current) setAnswer({ model: paginationModel, page });
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  const loading = answer?.model !== paginationModel;
  const rows = answer?.page.rows ?? [];
  // The last known total stays while the next page loads, so the page count does not jump.
  const rowCount = answer?.page.total ?? 0;

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        loading={loading}
      />
    </Box>
  );
}
