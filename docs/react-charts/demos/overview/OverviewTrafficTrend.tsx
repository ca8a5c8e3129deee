import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
// Visits per week to a recipe website, in thousands, on phones and on computers.
const phoneVisits = [28.4, 30.9, 30.2, 34.1, 37.0, 36.8, 40.3, 45.6, 44.9, 49.2, 53.7, 56.4];
const computerVisits = [19.8, 20.7, 19.9, 21.7, 22.3, 21.9, 23.1, 24.6, 24.0, 25.3, 26.1, 26.7];

export default function OverviewTrafficTrend() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ label: 'Visits (thousands)', min: 0 }]}
      series={[
        { data: phoneVisits, label: 'Phones', showMark: false },
        { data: computerVisits, label: 'Computers', showMark: false },
      ]}
      skipAnimation
    />
  );
}
