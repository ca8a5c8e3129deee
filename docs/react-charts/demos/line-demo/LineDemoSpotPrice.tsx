import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Day-ahead electricity price for one day, in euros per megawatt-hour. Each price holds for a full hour.
const price = [
  71.2, 66.8, 63.5, 61.9, 62.4, 68.7, 94.3, 128.6, 141.2, 118.4, 92.7, 71.5, 58.2, 49.6, 52.8, 67.3, 96.1, 139.8,
  162.4, 151.7, 123.9, 101.2, 88.6, 79.4,
];

export default function LineDemoSpotPrice() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: hours,
          scaleType: 'linear',
          min: 0,
          max: 24,
          tickInterval: [0, 3, 6, 9, 12, 15, 18, 21, 24],
          valueFormatter: (hour: number, context) =>
            context.location === 'tick'
              ? `${String(hour).padStart(2, '0')}h`
              : `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[{ label: '€/MWh', min: 0 }]}
      series={[
        {
          data: price,
          label: 'Day-ahead price',
          curve: 'stepAfter',
          area: true,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)}/MWh`),
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
