import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { loanColumns } from './serverSideColumns';
import { createLoans, fetchLoans } from './serverSideLoans';

const archive = createLoans(10_000);

export default function LazyLoadingViewport() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [lastRequest, setLastRequest] = React.useState('none yet');
  const [requestCount, setRequestCount] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequestCount((count) => count + 1);
        setLastRequest(`rows ${params.start}–${params.end}`);
        // The response includes rowCount, so the grid sizes the scroll area for all 10,000 rows.
        return fetchLoans(params, archive);
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Throttle"
          value={throttleMs}
          onChange={(event) => setThrottleMs(Number(event.target.value))}
          sx={{ width: 130 }}
        >
          {[0, 500, 1500].map((value) => (
            <MenuItem key={value} value={value}>
              {`${value} ms`}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" role="status">
          Requests: {requestCount} · last: {lastRequest}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={loanColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
