import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = ['00', '03', '06', '09', '12', '15', '18', '21'];

// CPU load (%) of a web server, averaged per 3-hour slot over one week.
const load = [
  [12, 9, 18, 64, 78, 71, 55, 31],
  [14, 10, 21, 69, 82, 75, 58, 33],
  [13, 9, 19, 66, 80, 77, 61, 35],
  [15, 11, 20, 71, 85, 79, 63, 38],
  [16, 12, 22, 62, 74, 68, 52, 44],
  [24, 18, 14, 29, 41, 46, 49, 40],
  [21, 15, 12, 24, 36, 42, 47, 30],
];

const cells = load.flatMap((row, dayIndex) =>
  row.map((percent, hourIndex): [number, number, number] => [hourIndex, dayIndex, percent]),
);

export default function OverviewServerLoadHeatmap() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: hours, label: 'Hour of day' }]}
      yAxis={[{ data: days }]}
      series={[{ data: cells, label: 'CPU load', valueFormatter: (cell) => `${cell[2]} %` }]}
    />
  );
}
