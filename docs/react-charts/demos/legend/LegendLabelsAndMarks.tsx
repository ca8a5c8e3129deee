import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Response times of a support team, in hours.
const median = [3.1, 2.8, 3.4, 2.6, 2.2, 2.5, 2.1, 1.9];
const slowest = [11.2, 9.8, 12.6, 8.9, 7.4, 8.1, 6.9, 6.2];
const target = weeks.map(() => 8);

function DashedMark({ color, className }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} width={16} height={16} viewBox="0 0 16 16" aria-hidden="true">
      <line x1={0} y1={8} x2={16} y2={8} stroke={color} strokeWidth={2} strokeDasharray="4 3" />
    </svg>
  );
}

export default function LegendLabelsAndMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ label: 'Hours', min: 0 }]}
      series={[
        {
          data: median,
          label: (location) => (location === 'legend' ? 'p50' : 'Median first response (p50)'),
        },
        {
          data: slowest,
          label: (location) => (location === 'legend' ? 'p95' : 'Slowest 5% of first responses (p95)'),
        },
        {
          id: 'target',
          data: target,
          label: 'Target',
          color: '#8d6e63',
          showMark: false,
          labelMarkType: DashedMark,
        },
      ]}
      sx={{ [`& .${lineClasses.line}[data-series="target"]`]: { strokeDasharray: '4 3' } }}
    />
  );
}
