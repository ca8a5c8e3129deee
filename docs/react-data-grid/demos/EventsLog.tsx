import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createPickOrders, type PickOrder } from './apiObjectData';

const rows = createPickOrders(12, 3);

const columns: GridColDef<PickOrder>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80 },
];

const MAX_ENTRIES = 8;

interface LogEntry {
  key: number;
  text: string;
}

export default function EventsLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const record = React.useCallback((text: string) => {
    counter.current += 1;
    const entry = { key: counter.current, text };
    setLog((previous) => [entry, ...previous].slice(0, MAX_ENTRIES));
  }, []);

  // Events without a matching prop, or listeners added and removed at run time, use subscribeEvent.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const unsubscribeKeys = api.subscribeEvent('cellKeyDown', (params, event) => {
      record(`cellKeyDown: "${event.key}" in ${params.field} of ${String(params.id)}`);
    });
    const unsubscribeResize = api.subscribeEvent('columnResizeStop', () => {
      record('columnResizeStop: a column was resized');
    });
    return () => {
      unsubscribeKeys();
      unsubscribeResize();
    };
  }, [apiRef, record]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 380, flex: 1, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onRowClick={(params) => record(`rowClick: ${params.row.order}`)}
          onCellDoubleClick={(params) => record(`cellDoubleClick: ${params.field} = ${String(params.value)}`)}
          onColumnHeaderClick={(params) => record(`columnHeaderClick: ${params.field}`)}
          onSortModelChange={(model) =>
            record(`sortModelChange: ${model.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none'}`)
          }
        />
      </Box>
      <Paper variant="outlined" sx={{ width: { md: 300 }, p: 1.5, height: 380, overflow: 'auto' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle2">Event log</Typography>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </Button>
        </Stack>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click a row, double-click a cell, sort a column, type in a cell or resize a column.
          </Typography>
        ) : (
          <Box component="ol" aria-live="polite" sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: 12 }}>
            {log.map((entry) => (
              <li key={entry.key}>{entry.text}</li>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
