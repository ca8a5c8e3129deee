import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridDataSource } from '@mui/x-data-grid-pro';
import { loanColumns } from './serverSideColumns';
import { createLoans, fetchLoans } from './serverSideLoans';

const archive = createLoans(10_000);

export default function LazyLoadingThrottleTimeline() {
  const apiRef = useGridApiRef();
  const startedAt = React.useRef<number | null>(null);
  const timer = React.useRef<ReturnType<typeof setInterval> | null>(null);
  const [timeline, setTimeline] = React.useState<string[]>([]);
  const [scrolling, setScrolling] = React.useState(false);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        if (startedAt.current !== null) {
          const ms = Math.round(performance.now() - startedAt.current);
          setTimeline((lines) => [...lines, `${ms} ms: rows ${params.start}–${params.end}`]);
        }
        return fetchLoans(params, archive);
      },
    }),
    [],
  );

  React.useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  /** Scrolls down by 150 px every 50 ms for 3 seconds, like a reader dragging the scrollbar. */
  const scrollSteadily = () => {
    const api = apiRef.current;
    if (!api || timer.current) return;
    setTimeline([]);
    setScrolling(true);
    startedAt.current = performance.now();
    let top = api.getScrollPosition().top;
    timer.current = setInterval(() => {
      top += 150;
      api.scroll({ top });
      if (startedAt.current !== null && performance.now() - startedAt.current > 3000 && timer.current) {
        clearInterval(timer.current);
        timer.current = null;
        setScrolling(false);
      }
    }, 50);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={scrollSteadily} disabled={scrolling}>
          Scroll for 3 seconds
        </Button>
        <Typography variant="body2" role="status">
          {scrolling ? 'Scrolling…' : `${timeline.length} requests in the last run`}
        </Typography>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={loanColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={500}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
      <Box component="ol" aria-label="Requests during the scroll" sx={{ m: 0, paddingInlineStart: 3, fontFamily: 'monospace', fontSize: 13 }}>
        {timeline.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Stack>
  );
}
