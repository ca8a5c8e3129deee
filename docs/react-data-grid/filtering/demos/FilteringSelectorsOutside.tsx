import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridFilterModelSelector,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
  type GridRowId,
} from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 110 },
];

interface Snapshot {
  model: GridFilterModel;
  ids: GridRowId[];
}

export default function FilteringSelectorsOutside() {
  const apiRef = useGridApiRef();
  const [snapshot, setSnapshot] = React.useState<Snapshot | null>(null);

  // The grid is mounted when this effect runs, so the selectors can read its state.
  React.useEffect(() => {
    const read = () => {
      if (!apiRef.current) return;
      setSnapshot({ model: gridFilterModelSelector(apiRef), ids: gridFilteredSortedRowIdsSelector(apiRef) });
    };
    read();
    // 'filteredRowsSet' fires each time the grid has applied the filters.
    return apiRef.current?.subscribeEvent('filteredRowsSet', read);
  }, [apiRef]);

  const authors = new Set((snapshot?.ids ?? []).map((id) => books.find((book) => book.id === id)?.author ?? ''));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 400, flex: 1, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={books}
          columns={columns}
          showToolbar
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['the'] } } }}
        />
      </Box>
      <Box sx={{ width: { md: 220 } }}>
        <Typography variant="subtitle2">Authors in view ({authors.size})</Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, my: 1 }}>
          {[...authors].sort().map((author) => (
            <Chip key={author} label={author} size="small" />
          ))}
        </Stack>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          quickFilterValues: {JSON.stringify(snapshot?.model.quickFilterValues ?? [])}
        </Typography>
      </Box>
    </Stack>
  );
}
