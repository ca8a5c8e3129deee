import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { InstrumentedCache } from './instrumentedCache';
import { loanColumns } from './serverSideColumns';
import { fetchLoans } from './serverSideLoans';

export default function CacheChunkLog() {
  const [requests, setRequests] = React.useState<string[]>([]);
  const [, setVersion] = React.useState(0);
  // Re-render after each cache operation, to show the new figures.
  const [cache] = React.useState(() => new InstrumentedCache(() => setVersion((value) => value + 1)));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequests((log) => [`rows ${params.start}–${params.end}`, ...log].slice(0, 8));
        return fetchLoans(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          columns={loanColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          // The smallest option, 5, becomes the chunk size of the cache.
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[5, 10, 15]}
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2">Requests to the server</Typography>
          <Box component="ol" aria-label="Requests" sx={{ m: 0, paddingInlineStart: 3, fontFamily: 'monospace', fontSize: 13 }}>
            {requests.map((request, index) => (
              <li key={`${request}-${requests.length - index}`}>{request}</li>
            ))}
          </Box>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2">Cache operations, newest first ({cache.entries} chunks stored)</Typography>
          <Box component="ol" aria-label="Cache operations" sx={{ m: 0, paddingInlineStart: 3, fontFamily: 'monospace', fontSize: 13 }}>
            {cache.events.map((event, index) => (
              <li key={`${event.kind}-${event.range}-${cache.events.length - index}`}>
                {event.kind} {event.range}
              </li>
            ))}
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
