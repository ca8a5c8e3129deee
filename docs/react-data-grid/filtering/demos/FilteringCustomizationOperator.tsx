import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

/** The filter value is picked with stars instead of typed. */
function StarsInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: 48, pl: 1 }}>
      <Typography variant="caption" color="text.secondary">
        Minimum
      </Typography>
      <Rating
        name="minimum-rating"
        value={typeof item.value === 'number' ? item.value : null}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Book, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (typeof filterItem.value !== 'number') {
      // No value yet: the condition is ignored and every row stays visible.
      return null;
    }
    return (value) => value >= filterItem.value;
  },
  InputComponent: StarsInput,
};

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  {
    field: 'rating',
    headerName: 'Reader rating',
    width: 160,
    renderCell: (params) => <Rating value={params.value} readOnly size="small" />,
    filterOperators: [atLeastOperator],
  },
];

export default function FilteringCustomizationOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 4 }] } },
        }}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
