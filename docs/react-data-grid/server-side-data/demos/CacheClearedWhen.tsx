import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { InstrumentedCache } from './instrumentedCache';
import { loanColumns } from './serverSideColumns';
import { createLoanServer, type Loan } from './serverSideLoans';

const BRANCHES = ['All branches', 'Central', 'Riverside', 'Northgate'];

const columns: GridColDef<Loan>[] = loanColumns.map((column) =>
  column.field === 'daysOut' ? { ...column, editable: true, headerName: 'Days out (editable)', width: 160 } : column,
);

export default function CacheClearedWhen() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createLoanServer(300));
  const [branch, setBranch] = React.useState('All branches');
  const [problem, setProblem] = React.useState<string | null>(null);
  const [, setVersion] = React.useState(0);
  // Re-render after each cache operation, to show the new figures.
  const [cache] = React.useState(() => new InstrumentedCache(() => setVersion((value) => value + 1)));

  // The branch is not part of the grid's parameters: a new data source object is the way to say
  // that the answers change, and the grid empties its cache when it receives one.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) =>
        server.getRows(
          branch === 'All branches'
            ? params
            : {
                ...params,
                filterModel: {
                  ...params.filterModel,
                  items: [...params.filterModel.items, { id: 'branch', field: 'branch', operator: 'equals', value: branch }],
                },
              },
        ),
      updateRow: ({ updatedRow }) => server.updateRow(updatedRow as Loan),
    }),
    [server, branch],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label="Branch" value={branch} onChange={(event) => setBranch(event.target.value)}>
          {BRANCHES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear the cache
        </Button>
        <Typography variant="body2" role="status">
          {cache.entries} chunks cached · emptied {cache.clears} times
          {problem ? ` · ${problem}` : ''}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
          onDataSourceError={(error) => setProblem(error.cause instanceof Error ? error.cause.message : error.message)}
        />
      </Box>
    </Stack>
  );
}
