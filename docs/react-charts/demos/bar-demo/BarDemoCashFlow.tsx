import { useTheme } from '@mui/material/styles';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Cash in and out of a small design studio, in thousands of euros.
const cashIn = [42, 38, 55, 47, 61, 52];
const cashOut = [-39, -44, -41, -49, -46, -43];

let running = 20; // opening balance
const balance = months.map((_, index) => {
  running += (cashIn[index] ?? 0) + (cashOut[index] ?? 0);
  return running;
});

const euros = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function BarDemoCashFlow() {
  const theme = useTheme();

  return (
    <ChartsDataProvider
      height={340}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[{ id: 'flows', label: 'Cash flow (k€)' }]}
      series={[
        { type: 'bar', data: cashIn, label: 'Cash in', stack: 'flow', color: '#43a047', valueFormatter: euros },
        { type: 'bar', data: cashOut, label: 'Cash out', stack: 'flow', color: '#e53935', valueFormatter: euros },
        { type: 'line', data: balance, label: 'Balance', color: theme.palette.text.primary, valueFormatter: euros },
      ]}
      skipAnimation
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="flows" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
