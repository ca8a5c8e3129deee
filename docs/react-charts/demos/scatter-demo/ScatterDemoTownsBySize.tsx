import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, round } from '../shared-types/seededRandom';

// Invented towns: median broadband speed (Mbit/s) against the share of people working from home (%).
const random = createRandom(77);
function towns(count: number, baseSpeed: number, spread: number) {
  return Array.from({ length: count }, (_, index) => {
    const speed = round(baseSpeed + random() * spread);
    return { id: `${baseSpeed}-${index}`, x: speed, y: round(4 + speed * 0.06 + random() * 9, 1) };
  });
}

const villages = towns(24, 20, 110);
const towns10k = towns(14, 80, 180);
const cities = towns(6, 180, 200);

const describe = (point: { x: number; y: number } | null) =>
  point === null ? '' : `${point.x} Mbit/s, ${point.y} % work from home`;

export default function ScatterDemoTownsBySize() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Median broadband speed (Mbit/s)', min: 0 }]}
      yAxis={[{ label: 'Working from home (%)', min: 0 }]}
      series={[
        { data: villages, label: 'Under 10,000 residents', markerSize: 3, valueFormatter: describe },
        { data: towns10k, label: '10,000–100,000', markerSize: 6, valueFormatter: describe },
        { data: cities, label: 'Over 100,000', markerSize: 10, valueFormatter: describe },
      ]}
      skipAnimation
    />
  );
}
