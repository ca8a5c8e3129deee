import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRenderContextSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const ROW_COUNT = 10_000;
const HOURS = 24;

type MeterRow = { id: number; meter: string } & Record<`h${number}`, number>;

/** Hourly readings of 10,000 invented electricity meters, derived from the indexes. */
function createMeterRows(): MeterRow[] {
  return Array.from({ length: ROW_COUNT }, (_, index) => {
    const row: MeterRow = { id: index, meter: `MTR-${String(100_000 + index * 7)}` };
    for (let hour = 0; hour < HOURS; hour += 1) {
      row[`h${hour}`] = ((index * 31 + hour * 17) % 97) / 10;
    }
    return row;
  });
}

const rows = createMeterRows();
const columns: GridColDef<MeterRow>[] = [
  { field: 'meter', headerName: 'Meter', width: 130 },
  ...Array.from({ length: HOURS }, (_, hour) => ({
    field: `h${hour}`,
    headerName: `${String(hour).padStart(2, '0')}:00 kWh`,
    type: 'number' as const,
    width: 110,
  })),
];

function RenderedRangeFooter() {
  const apiRef = useGridApiContext();
  const context = useGridSelector(apiRef, gridRenderContextSelector);
  return (
    <GridFooterContainer sx={{ pl: 2 }}>
      <Typography variant="caption">
        In the DOM: rows {context.firstRowIndex + 1}–{context.lastRowIndex} of the page, columns{' '}
        {context.firstColumnIndex + 1}–{context.lastColumnIndex} of {columns.length}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function PerformanceVirtualization() {
  const apiRef = useGridApiRef();
  const [timing, setTiming] = React.useState('Not measured yet');

  const measureSort = () => {
    const api = apiRef.current;
    if (!api) return;
    const current = api.getSortModel()[0]?.sort;
    const start = performance.now();
    // Sorting runs synchronously on the whole data set; the rendering happens afterwards.
    api.setSortModel([{ field: 'h12', sort: current === 'desc' ? 'asc' : 'desc' }]);
    const elapsed = performance.now() - start;
    setTiming(`Sorted ${ROW_COUNT.toLocaleString('en-US')} rows in ${elapsed.toFixed(1)} ms`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={measureSort}>
          Sort by 12:00 and time it
        </Button>
        <Typography variant="body2" aria-live="polite">
          {timing}
        </Typography>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
          pageSizeOptions={[25, 50, 100]}
          density="compact"
          slots={{ footer: RenderedRangeFooter }}
        />
      </Box>
    </Stack>
  );
}
