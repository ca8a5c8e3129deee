import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { GENRES, type Book } from './filteringData';
import { queryCatalogue } from './serverSideData';

/** The simulated service refuses title searches shorter than three letters, as a real API might. */
function searchCatalogue(model: GridFilterModel): Promise<Book[]> {
  const tooShort = model.items.some((item) => {
    const text = typeof item.value === 'string' ? item.value.trim() : '';
    return item.field === 'title' && text.length > 0 && text.length < 3;
  });
  if (!tooShort) return queryCatalogue(model, { delayMs: 500 });
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error('The catalogue needs at least three letters to search titles.')), 300);
  });
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function FilteringServerSideErrors() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'title', operator: 'contains', value: 'the' }],
  });
  const [answer, setAnswer] = React.useState<{ model: GridFilterModel; rows: Book[] } | null>(null);
  const [failure, setFailure] = React.useState<{ model: GridFilterModel; message: string } | null>(null);

  React.useEffect(() => {
    let current = true;
    searchCatalogue(filterModel).then(
      (rows) => {
        if (current) setAnswer({ model: filterModel, rows });
      },
      (reason: unknown) => {
        const message = reason instanceof Error ? reason.message : 'The catalogue could not be searched.';
        if (current) setFailure({ model: filterModel, message });
      },
    );
    return () => {
      current = false;
    };
  }, [filterModel]);

  const failed = failure?.model === filterModel;
  // On failure the previous rows stay on screen, so nothing the reader saw is lost.
  const loading = !failed && answer?.model !== filterModel;

  return (
    <Stack spacing={1}>
      {failed && <Alert severity="warning">{failure.message} The rows below are from the last search.</Alert>}
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={answer?.rows ?? []}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter: false } }}
        />
      </Box>
    </Stack>
  );
}
