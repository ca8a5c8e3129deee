import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
// 95th percentile response time of a search API, in milliseconds.
const p95 = [182, 176, 241, 312, 205, 188, 264, 351, 199, 171];

export default function DataModelColorByAxis() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[
        {
          label: 'p95 (ms)',
          colorMap: {
            type: 'piecewise',
            thresholds: [200, 300],
            colors: ['#2e7d32', '#ed6c02', '#d32f2f'],
          },
        },
      ]}
      series={[{ data: p95, label: 'p95 response time', valueFormatter: (value) => `${value} ms` }]}
      hideLegend
      skipAnimation
    />
  );
}
