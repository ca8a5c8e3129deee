import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { loanColumns } from './serverSideColumns';
import { applyQuery, createLoans, wait } from './serverSideLoans';

const feed = createLoans(240);

export default function LazyLoadingInfinite() {
  const [status, setStatus] = React.useState('Loading the first rows…');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // This server cannot count its rows: it only says how many it sent.
      getRows: async (params) => {
        await wait(600);
        const matching = applyQuery(feed, params.filterModel, params.sortModel);
        const start = Number(params.start);
        const rows = matching.slice(start, params.end + 1);
        const reachedEnd = params.end + 1 >= matching.length;
        setStatus(
          reachedEnd
            ? `All ${matching.length} loans loaded.`
            : `${start + rows.length} loans loaded; scroll down for more.`,
        );
        // Only the last answer carries the total, which tells the grid to stop asking.
        return reachedEnd ? { rows, rowCount: matching.length } : { rows };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={loanColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 40 } } }}
          scrollEndThreshold={120}
        />
      </Box>
    </Box>
  );
}
