import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilterActiveItemsSelector,
  gridFilteredSortedRowEntriesSelector,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

/** A footer that sums up what the filters let through, re-rendered only when those values change. */
function FilterSummaryFooter() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const activeItems = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const pages = entries.reduce((sum, entry) => sum + (entry.model as Book).pages, 0);

  return (
    <GridFooterContainer sx={{ px: 2, gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {shown} of {total} books
        {activeItems.length > 0 ? `, ${activeItems.length} active filter${activeItems.length > 1 ? 's' : ''}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {pages.toLocaleString('en-GB')} pages to read
      </Typography>
    </GridFooterContainer>
  );
}

export default function FilteringSelectorsFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        showToolbar
        slots={{ footer: FilterSummaryFooter }}
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } } }}
      />
    </Box>
  );
}
