import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from '../shared-types/seededRandom';

// 3,000 invented requests to a file-upload API: payload size (MB) against duration (ms).
const random = createRandom(2024);
const requests = Array.from({ length: 3000 }, (_, index) => {
  const megabytes = round(Math.min(40, Math.abs(normal(random, 6, 9))), 2);
  const duration = Math.max(20, Math.round(40 + megabytes * 38 + normal(random, 0, 60)));
  return { id: index, x: megabytes, y: duration };
});

export default function ScatterDemoManyRequests() {
  return (
    <ScatterChart
      height={340}
      renderer="svg-batch"
      xAxis={[{ label: 'Payload (MB)', min: 0, max: 40 }]}
      yAxis={[{ label: 'Duration (ms)', min: 0 }]}
      series={[
        {
          data: requests,
          label: 'Uploads',
          markerSize: 2,
          valueFormatter: (point) => (point === null ? '' : `${point.x} MB in ${point.y} ms`),
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
