import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { createRandom, round } from '../shared-types/seededRandom';

// Invented ice-cream kiosk: daily maximum temperature (°C) against cones sold, over 50 summer days.
const random = createRandom(31);
const days = Array.from({ length: 50 }, (_, index) => {
  const temperature = round(14 + random() * 18, 1);
  const cones = Math.round(-80 + temperature * 14.5 + (random() - 0.5) * 110);
  return { id: index, x: temperature, y: cones };
});

// Least-squares fit: cones = slope × temperature + intercept.
const meanX = days.reduce((sum, day) => sum + day.x, 0) / days.length;
const meanY = days.reduce((sum, day) => sum + day.y, 0) / days.length;
const slope =
  days.reduce((sum, day) => sum + (day.x - meanX) * (day.y - meanY), 0) /
  days.reduce((sum, day) => sum + (day.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const lineEnds = [14, 32];

export default function ScatterDemoTrendLine() {
  return (
    <ChartsDataProvider
      height={340}
      xAxis={[{ id: 'temperature', data: lineEnds, min: 14, max: 32, label: 'Maximum temperature (°C)' }]}
      yAxis={[{ id: 'cones', label: 'Cones sold' }]}
      series={[
        {
          type: 'scatter',
          id: 'days',
          data: days,
          label: 'Days',
          valueFormatter: (day) => (day === null ? '' : `${day.x} °C: ${day.y} cones`),
        },
        {
          type: 'line',
          id: 'trend',
          data: lineEnds.map((x) => round(slope * x + intercept)),
          label: `Trend: +${round(slope, 1)} cones per °C`,
          showMark: false,
          curve: 'linear',
        },
      ]}
      skipAnimation
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <LinePlot />
          <ScatterPlot />
          <ChartsXAxis axisId="temperature" />
          <ChartsYAxis axisId="cones" />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
