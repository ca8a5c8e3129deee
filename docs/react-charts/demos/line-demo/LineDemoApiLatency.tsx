import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
// Response time percentiles of a payments API over one day, in milliseconds.
const p50 = [41, 39, 38, 38, 39, 42, 48, 61, 72, 76, 74, 73, 78, 75, 71, 70, 73, 79, 81, 69, 58, 51, 46, 43];
const p95 = [96, 92, 90, 91, 94, 105, 131, 182, 226, 241, 233, 229, 251, 238, 221, 216, 230, 262, 278, 214, 163, 132, 112, 101];
const p99 = [
  168, 159, 151, 156, 162, 189, 246, 341, 402, 433, 418, 409, 461, 428, 396, 384, 412, 486, 517, 392, 288, 231, 196,
  177,
];

const ms = (value: number | null) => (value === null ? '' : `${value} ms`);

export default function LineDemoApiLatency() {
  return (
    <LineChart
      height={340}
      xAxis={[
        {
          scaleType: 'point',
          data: hours,
          tickInterval: (_value: string, index: number) => index % 3 === 0,
        },
      ]}
      yAxis={[{ label: 'Response time (ms)', min: 0 }]}
      series={[
        { data: p50, label: 'p50', showMark: false, valueFormatter: ms },
        { data: p95, label: 'p95', showMark: false, valueFormatter: ms },
        { data: p99, label: 'p99', showMark: false, valueFormatter: ms },
      ]}
      grid={{ horizontal: true }}
      skipAnimation
    >
      <ChartsReferenceLine
        y={300}
        label="p95 objective: 300 ms"
        labelAlign="start"
        lineStyle={{ strokeDasharray: '6 3' }}
      />
    </LineChart>
  );
}
