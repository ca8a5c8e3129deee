import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

// Monthly rainfall (bars) and mean temperature (line) at a weather station (invented).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// useSeries() groups the processed series by type: { bar: { series, seriesOrder, … }, line: … }.
function SeriesTable() {
  const { bar, line } = useSeries();
  const rows = [
    ...(bar?.seriesOrder.map((id) => ({ type: 'bar', series: bar.series[id] })) ?? []),
    ...(line?.seriesOrder.map((id) => ({ type: 'line', series: line.series[id] })) ?? []),
  ];
  return (
    <Table size="small" aria-label="Series of the chart">
      <TableHead>
        <TableRow>
          <TableCell>type</TableCell>
          <TableCell>id</TableCell>
          <TableCell>label</TableCell>
          <TableCell>color</TableCell>
          <TableCell align="right">values</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ type, series }) =>
          series ? (
            <TableRow key={`${type}-${series.id}`}>
              <TableCell>{type}</TableCell>
              <TableCell>{String(series.id)}</TableCell>
              <TableCell>{typeof series.label === 'string' ? series.label : ''}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: '2px',
                    marginInlineEnd: 0.75,
                    backgroundColor: series.color,
                  }}
                />
                {series.color}
              </TableCell>
              <TableCell align="right">{series.data.length}</TableCell>
            </TableRow>
          ) : null,
        )}
      </TableBody>
    </Table>
  );
}

export default function UseSeriesInspector() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', width: 45 },
        { id: 'temperature', position: 'right', width: 45 },
      ]}
      series={[
        { type: 'bar', id: 'rain', yAxisId: 'rain', label: 'Rainfall (mm)', data: [78, 61, 55, 48, 52, 58, 64, 71, 69, 84, 92, 88] },
        { type: 'line', id: 'temp', yAxisId: 'temperature', label: 'Mean temperature (°C)', data: [3.1, 3.8, 6.4, 9.2, 12.8, 15.9, 18.1, 17.8, 14.9, 11.0, 6.7, 3.9] },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" />
        <ChartsYAxis axisId="temperature" />
      </ChartsSurface>
      <SeriesTable />
    </ChartsDataProvider>
  );
}
