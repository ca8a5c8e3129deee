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
import { useXAxes, useYAxes } from '@mui/x-charts/hooks';

// Solar panel output (bars) and hours of sunshine (line) per month at a farm (invented).
const months = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

function formatDomain(domain: unknown[]): string {
  return domain.length > 4
    ? `${String(domain[0])} … ${String(domain[domain.length - 1])} (${domain.length} values)`
    : domain.map((value) => (typeof value === 'number' ? Math.round(value) : String(value))).join(' – ');
}

// useXAxes() and useYAxes() return every axis by id, in the order of their ids array.
function AxesTable() {
  const { xAxis, xAxisIds } = useXAxes();
  const { yAxis, yAxisIds } = useYAxes();
  const rows = [
    ...xAxisIds.map((id) => ({ direction: 'x', id, axis: xAxis[id] })),
    ...yAxisIds.map((id) => ({ direction: 'y', id, axis: yAxis[id] })),
  ];
  return (
    <Table size="small" aria-label="Axes of the chart">
      <TableHead>
        <TableRow>
          <TableCell>direction</TableCell>
          <TableCell>id</TableCell>
          <TableCell>scaleType</TableCell>
          <TableCell>position</TableCell>
          <TableCell>domain</TableCell>
          <TableCell>range (px)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ direction, id, axis }) => (
          <TableRow key={`${direction}-${id}`}>
            <TableCell>{direction}</TableCell>
            <TableCell>{String(id)}</TableCell>
            <TableCell>{axis?.scaleType}</TableCell>
            <TableCell>{axis?.position}</TableCell>
            <TableCell>{axis ? formatDomain(axis.scale.domain()) : ''}</TableCell>
            <TableCell>{axis ? axis.scale.range().map((value) => Math.round(value)).join(' – ') : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function UseAxesSummary() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'output', scaleType: 'linear', position: 'left', width: 50 },
        { id: 'sunshine', scaleType: 'linear', position: 'right', width: 50 },
      ]}
      series={[
        { type: 'bar', yAxisId: 'output', label: 'Output (MWh)', data: [21, 32, 41, 46, 48, 42, 30] },
        { type: 'line', yAxisId: 'sunshine', label: 'Sunshine (h)', data: [118, 162, 205, 221, 232, 208, 151] },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="output" />
        <ChartsYAxis axisId="sunshine" />
      </ChartsSurface>
      <AxesTable />
    </ChartsDataProvider>
  );
}
