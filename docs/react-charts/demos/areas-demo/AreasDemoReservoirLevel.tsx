import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 20 }, (_, index) => `W${index + 14}`);
// Filling level of a drinking-water reservoir, in % of capacity. 70 % is the seasonal norm.
const level = [78, 77, 76, 74, 73, 71, 70, 68, 66, 64, 61, 59, 58, 57, 58, 60, 63, 66, 69, 72];
const norm = 70;

export default function AreasDemoReservoirLevel() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[
        {
          min: 50,
          max: 85,
          label: 'Filling level (%)',
          colorMap: { type: 'piecewise', thresholds: [norm], colors: ['#ef6c00', '#0288d1'] },
        },
      ]}
      series={[
        {
          data: level,
          label: 'Filling level',
          area: true,
          baseline: norm,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value} % (${value - norm >= 0 ? '+' : ''}${value - norm} vs norm)`),
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
