import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Invented coffee shops: average ticket (€) against customers per day, split by location type.
const stations = [
  { id: 's1', x: 4.1, y: 820 },
  { id: 's2', x: 3.8, y: 960 },
  { id: 's3', x: 4.4, y: 710 },
  { id: 's4', x: 3.9, y: 1040 },
];
const highStreet = [
  { id: 'h1', x: 6.2, y: 410 },
  { id: 'h2', x: 5.8, y: 465 },
  { id: 'h3', x: 6.9, y: 380 },
  { id: 'h4', x: 6.4, y: 520 },
  { id: 'h5', x: 5.5, y: 445 },
];
const campus = [
  { id: 'c1', x: 3.2, y: 610 },
  { id: 'c2', x: 2.9, y: 680 },
  { id: 'c3', x: 3.5, y: 560 },
];

export default function ScatterMarkerSizes() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Average ticket (€)', min: 2, max: 8 }]}
      yAxis={[{ label: 'Customers per day', min: 0 }]}
      series={[
        { data: stations, label: 'Train stations', markerSize: 9 },
        { data: highStreet, label: 'High street', markerSize: 6 },
        { data: campus, label: 'University campus', markerSize: 4 },
      ]}
      skipAnimation
    />
  );
}
