import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['1 Apr', '2 Apr', '3 Apr', '4 Apr', '5 Apr', '6 Apr', '7 Apr', '8 Apr', '9 Apr', '10 Apr'];
// 95th percentile response time of a checkout API, in milliseconds.
const p95 = [212, 228, 219, 241, 387, 402, 298, 236, 224, 217];

export default function AxisGridAndReferenceLines() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: 'p95 latency (ms)', min: 0, max: 450 }]}
      series={[{ data: p95, label: 'p95 latency', valueFormatter: (value) => `${value} ms` }]}
      hideLegend
    >
      <ChartsReferenceLine
        y={300}
        label="Target: 300 ms"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine x="5 Apr" label="Release 4.2" labelAlign="start" />
    </LineChart>
  );
}
