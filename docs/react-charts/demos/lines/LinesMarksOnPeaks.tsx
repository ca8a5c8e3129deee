import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1} Apr`);
// Orders per day in a bakery's web shop. Peaks are the Saturdays.
const orders = [86, 91, 88, 95, 134, 171, 62, 84, 93, 90, 99, 141, 179, 58];
const returns = [4, 6, 3, 5, 7, 9, 2, 5, 4, 6, 5, 8, 11, 3];

const highest = Math.max(...orders);

export default function LinesMarksOnPeaks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      series={[
        {
          data: orders,
          label: 'Orders',
          // A mark only on days above 150 orders.
          showMark: ({ value }) => value > 150,
          shape: 'diamond',
        },
        { data: returns, label: 'Returns', showMark: true, shape: 'square' },
      ]}
      yAxis={[{ max: highest + 20 }]}
      skipAnimation
    />
  );
}
