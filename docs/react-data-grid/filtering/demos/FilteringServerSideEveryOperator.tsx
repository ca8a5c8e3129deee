import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import { GENRES, type Book } from './filteringData';
import { queryCatalogue } from './serverSideData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'published', headerName: 'Published', type: 'date', width: 120 },
  { field: 'available', headerName: 'On shelf', type: 'boolean', width: 100 },
];

export default function FilteringServerSideEveryOperator() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'published', operator: 'onOrAfter', value: '2000-01-01' },
      { id: 2, field: 'author', operator: 'isAnyOf', value: ['Léa Moreau', 'Kwame Asante', 'Zoë Ellison'] },
    ],
  });
  const [answer, setAnswer] = React.useState<{ model: GridFilterModel; rows: Book[] } | null>(null);
  const [failure, setFailure] = React.useState<{ model: GridFilterModel; message: string } | null>(null);

  React.useEffect(() => {
    let current = true;
    queryCatalogue(filterModel, { delayMs: 500 }).then(
      (rows) => current && setAnswer({ model: filterModel, rows }),
      (reason: unknown) =>
        current && setFailure({ model: filterModel, message: reason instanceof Error ? reason.message : 'Request failed.' }),
    );
    return () => {
      current = false;
    };
  }, [filterModel]);

  const failed = failure?.model === filterModel;
  return (
    <Stack spacing={1}>
      {failed && <Alert severity="warning">{failure.message}</Alert>}
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={answer?.rows ?? []}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={!failed && answer?.model !== filterModel}
          showToolbar
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
        sent: {JSON.stringify(filterModel.items.map(({ field, operator, value }) => [field, operator, value]))}
      </Typography>
    </Stack>
  );
}
