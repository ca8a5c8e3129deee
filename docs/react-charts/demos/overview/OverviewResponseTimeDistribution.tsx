import { BarChart } from '@mui/x-charts/BarChart';
import { createRandom, normal } from '../shared-types/seededRandom';

// 2,000 invented response times of a product API, grouped into 25 ms buckets.
const random = createRandom(42);
const bucketSize = 25;
const buckets = Array.from({ length: 16 }, (_, index) => index * bucketSize);
const counts = buckets.map(() => 0);
for (let request = 0; request < 2000; request += 1) {
  // Most requests hit the cache; about one in eight goes to the database and takes longer.
  const fromDatabase = random() < 0.12;
  const milliseconds = Math.max(0, fromDatabase ? normal(random, 310, 30) : normal(random, 140, 40));
  const bucket = Math.min(buckets.length - 1, Math.floor(milliseconds / bucketSize));
  counts[bucket] = (counts[bucket] ?? 0) + 1;
}

export default function OverviewResponseTimeDistribution() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: buckets,
          categoryGapRatio: 0.05,
          label: 'Response time (ms)',
          valueFormatter: (start: number, context) =>
            context.location === 'tick' ? `${start}` : `${start}–${start + bucketSize} ms`,
        },
      ]}
      yAxis={[{ label: 'Requests' }]}
      series={[{ data: counts, label: 'Requests' }]}
      hideLegend
      skipAnimation
    />
  );
}
