import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { GENRES, type Book } from './filteringData';
import { queryCatalogue, SERVER_OPERATORS } from './serverSideData';

/** Offer only the operators the server implements. */
function supported(operators: GridFilterOperator[]) {
  return operators.filter((operator) => (SERVER_OPERATORS as readonly string[]).includes(operator.value));
}

const columns: GridColDef<Book>[] = [
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 200,
    filterOperators: supported(getGridStringOperators()),
  },
  { field: 'author', headerName: 'Author', width: 160, filterOperators: supported(getGridStringOperators()) },
  {
    field: 'genre',
    headerName: 'Genre',
    type: 'singleSelect',
    valueOptions: GENRES,
    width: 110,
    filterOperators: supported(getGridSingleSelectOperators()),
  },
  {
    field: 'pages',
    headerName: 'Pages',
    type: 'number',
    width: 90,
    filterOperators: supported(getGridNumericOperators()),
  },
];

export default function FilteringServerSide() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'genre', operator: 'is', value: 'History' }],
  });
  // The last answer and the model it was for: loading until it matches the current model.
  const [answer, setAnswer] = React.useState<{ model: GridFilterModel; rows: Book[] } | null>(null);

  React.useEffect(() => {
    let current = true;
    queryCatalogue(filterModel, { operators: SERVER_OPERATORS }).then((rows) => {
      // A slower, older answer must not overwrite a newer one.
      if (current) setAnswer({ model: filterModel, rows });
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  const loading = answer?.model !== filterModel;
  const rows = answer?.rows ?? [];

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
