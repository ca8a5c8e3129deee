import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridLogicOperator, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'available', headerName: 'On shelf', type: 'boolean', width: 100 },
];

export default function FilteringApiMethods() {
  const apiRef = useGridApiRef();
  const [useOr, setUseOr] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {/* An item with the same id is replaced, so pressing twice keeps one item. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.upsertFilterItem({ id: 'short', field: 'pages', operator: '<', value: 250 })}
        >
          Short reads
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.upsertFilterItem({ id: 'shelf', field: 'available', operator: 'is', value: 'true' })}
        >
          On the shelf
        </Button>
        <Button
          size="small"
          onClick={() => {
            const next = !useOr;
            setUseOr(next);
            apiRef.current?.setFilterLogicOperator(next ? GridLogicOperator.Or : GridLogicOperator.And);
          }}
        >
          Join with {useOr ? '"and"' : '"or"'}
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setQuickFilterValues(['travel'])}>
          Search "travel"
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={() => apiRef.current?.setFilterModel({ items: [], quickFilterValues: [] })}
        >
          Clear all
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={books} columns={columns} showToolbar />
      </Box>
    </Stack>
  );
}
