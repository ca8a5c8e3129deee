import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { InstrumentedCache } from './instrumentedCache';
import { loanColumns } from './serverSideColumns';
import { fetchLoans } from './serverSideLoans';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 90 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

export default function CacheHitRate() {
  const [requests, setRequests] = React.useState(0);
  const [, setVersion] = React.useState(0);
  // Re-render after each cache operation, to show the new figures.
  const [cache] = React.useState(() => new InstrumentedCache(() => setVersion((value) => value + 1)));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequests((count) => count + 1);
        return fetchLoans(params);
      },
    }),
    [],
  );

  const lookups = cache.hits + cache.misses;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} role="status">
        <Stat label="Requests sent" value={requests} />
        <Stat label="Chunk lookups" value={lookups} />
        <Stat label="Hits" value={cache.hits} />
        <Stat label="Hit rate" value={lookups === 0 ? '–' : `${Math.round((cache.hits / lookups) * 100)} %`} />
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          columns={loanColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
          pageSizeOptions={[10, 20, 50]}
        />
      </Box>
    </Stack>
  );
}
