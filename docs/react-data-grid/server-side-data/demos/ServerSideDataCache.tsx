import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridDataSourceCacheDefault, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { loanColumns } from './serverSideColumns';
import { fetchLoans } from './serverSideLoans';

// Entries expire after one minute instead of the default five.
const oneMinuteCache = new GridDataSourceCacheDefault({ ttl: 60_000 });

export default function ServerSideDataCache() {
  const apiRef = useGridApiRef();
  const [cached, setCached] = React.useState(true);
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
        setRequests((log) => [`rows ${params.start}–${params.end}, sort: ${sort}`, ...log].slice(0, 5));
        return fetchLoans(params);
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={cached} onChange={(event) => setCached(event.target.checked)} />}
          label="Cache responses"
        />
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}
        >
          Refresh from server
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          columns={loanColumns}
          dataSource={dataSource}
          dataSourceCache={cached ? oneMinuteCache : null}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Box component="ol" aria-label="Requests" sx={{ mt: 1, mb: 0, fontSize: 13, fontFamily: 'monospace' }}>
        {requests.map((request, index) => (
          <li key={`${request}-${requests.length - index}`}>{request}</li>
        ))}
      </Box>
    </Box>
  );
}
