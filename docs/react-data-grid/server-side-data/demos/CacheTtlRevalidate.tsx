import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import { networkDelay } from '../../demos/serverSimulation';

interface Desk {
  id: number;
  desk: string;
  waiting: number;
}

const DESKS = ['Returns', 'New members', 'Printing', 'Inter-library loans', 'Children’s corner'];

/** The queue at each desk changes with every answer the server gives: a live view. */
function createQueueServer() {
  let tick = 0;
  return async (): Promise<GridGetRowsResponse & { answer: number }> => {
    await networkDelay(300);
    tick += 1;
    const rows: Desk[] = DESKS.map((desk, index) => ({
      id: index + 1,
      desk,
      waiting: (index * 3 + tick * (index + 2)) % 9,
    }));
    return { rows, rowCount: rows.length, answer: tick };
  };
}

const columns: GridColDef<Desk>[] = [
  { field: 'desk', headerName: 'Desk', flex: 1, minWidth: 180 },
  { field: 'waiting', headerName: 'People waiting', type: 'number', width: 150 },
];

// An entry is fresh for 3 seconds; the grid checks every second whether it has expired.
const shortLivedCache = new GridDataSourceCacheDefault({ ttl: 3_000 });

export default function CacheTtlRevalidate() {
  const [log, setLog] = React.useState<string[]>([]);
  const dataSource = React.useMemo<GridDataSource>(() => {
    const fetchQueues = createQueueServer();
    return {
      getRows: async () => {
        const { answer, ...response } = await fetchQueues();
        const queues = response.rows.map((row) => (row as Desk).waiting).join(' · ');
        setLog((lines) => [`answer ${answer}: ${queues}`, ...lines].slice(0, 5));
        return response;
      },
    };
  }, []);

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={shortLivedCache}
          dataSourceRevalidateMs={1_000}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2">Answers from the server, newest first</Typography>
      <Box component="ol" aria-label="Answers" sx={{ m: 0, paddingInlineStart: 3, fontFamily: 'monospace', fontSize: 13 }}>
        {log.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Stack>
  );
}
