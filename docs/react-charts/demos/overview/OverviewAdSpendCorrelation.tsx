import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, round } from '../shared-types/seededRandom';

// Weekly advertising spend (k€) against trial sign-ups, for 40 invented weeks.
const random = createRandom(7);
const weeks = Array.from({ length: 40 }, (_, index) => {
  const spend = round(2 + random() * 18, 1);
  return { id: index, x: spend, y: Math.round(40 + spend * 11 + (random() - 0.5) * 70) };
});

export default function OverviewAdSpendCorrelation() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Ad spend (k€)', min: 0 }]}
      yAxis={[{ label: 'Trial sign-ups' }]}
      series={[
        {
          data: weeks,
          label: 'Weeks',
          valueFormatter: (point) => (point ? `€${point.x}k → ${point.y} sign-ups` : ''),
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
