import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

const textOperators = getGridStringOperators().filter(
  (operator) => operator.value === 'contains' || operator.value === 'startsWith',
);

const comparisonOperators = getGridNumericOperators().filter((operator) =>
  ['>=', '<='].includes(operator.value),
);

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200, filterOperators: textOperators },
  { field: 'author', headerName: 'Author', width: 160, filterOperators: textOperators },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100, filterOperators: comparisonOperators },
];

export default function FilteringCustomizationRemove() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'title', operator: 'startsWith', value: 'The' }] } },
        }}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
