import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import type { Book } from './filteringData';
import { queryCatalogue } from './serverSideData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 110 },
];

export default function FilteringServerSideQuick() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    setRequests((count) => count + 1);
    queryCatalogue(filterModel, 500).then((result) => {
      if (!current) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2">Requests sent to the server: {requests}</Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          disableColumnFilter
          showToolbar
          slotProps={{
            toolbar: { quickFilterProps: { debounceMs: 500 } },
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          }}
        />
      </Box>
    </Stack>
  );
}
