import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { GENRES, type Book } from './filteringData';
import { queryCatalogue } from './serverSideData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
];

export default function FilteringServerSideQuick() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const [answer, setAnswer] = React.useState<{ model: GridFilterModel; rows: Book[] } | null>(null);
  const [requests, setRequests] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    queryCatalogue(filterModel, { delayMs: 500 }).then((rows) => {
      // Every request counts, even one whose answer arrives too late to be shown.
      setRequests((count) => count + 1);
      if (current) setAnswer({ model: filterModel, rows });
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  const loading = answer?.model !== filterModel;
  const rows = answer?.rows ?? [];

  return (
    <Stack spacing={1}>
      <Typography variant="body2">Requests the server has answered: {requests}</Typography>
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
