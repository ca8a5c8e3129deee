import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowIdsSelector,
  gridRowCountSelector,
  gridRowSelectionCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { pickOrders, type PickOrder } from './apiObjectData';

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

function SummaryFooter() {
  const apiRef = useGridApiContext();
  // Each selector reads one piece of state; the footer re-renders only when one of them changes.
  const matchingIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const firstSort = sortModel[0];

  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, p: 1 }}>
        <Chip size="small" label={`${matchingIds.length} of ${rowCount} orders match`} />
        <Chip size="small" label={`${selectedCount} selected`} color={selectedCount > 0 ? 'primary' : 'default'} />
        <Chip
          size="small"
          variant="outlined"
          label={firstSort ? `Sorted by ${firstSort.field}, ${firstSort.sort ?? 'unsorted'}` : 'Not sorted'}
        />
      </Stack>
    </GridFooterContainer>
  );
}

export default function ApiObjectSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={pickOrders}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{ footer: SummaryFooter }}
      />
    </Box>
  );
}
