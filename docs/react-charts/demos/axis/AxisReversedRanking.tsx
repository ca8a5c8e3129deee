import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 10 }, (_, index) => `Week ${index + 1}`);
// Chart position of two songs over ten weeks: 1 is the best position.
const songs = [
  { label: 'Paper Birds', data: [38, 21, 12, 7, 4, 2, 1, 1, 3, 6] },
  { label: 'Night Ferry', data: [5, 3, 2, 2, 3, 5, 8, 13, 19, 27] },
];

export default function AxisReversedRanking() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks, tickLabelInterval: (_value, index) => index % 3 === 0 }]}
      // Position 1 belongs at the top, so the value axis runs downwards.
      yAxis={[{ reverse: true, min: 1, max: 40, tickInterval: [1, 10, 20, 30, 40], label: 'Chart position' }]}
      series={songs.map((song) => ({ ...song, valueFormatter: (value: number | null) => `#${value}` }))}
    />
  );
}
