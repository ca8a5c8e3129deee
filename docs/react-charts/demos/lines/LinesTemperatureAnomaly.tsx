import { LineChart } from '@mui/x-charts/LineChart';

const years = Array.from({ length: 16 }, (_, index) => 2010 + index);
// Invented yearly temperature difference of a city from its 1991–2020 average, in °C.
const anomaly = [-0.3, 0.1, -0.1, -0.4, 0.5, 0.3, 0.4, 0.2, 0.9, 0.7, 1.1, 0.4, 1.3, 1.2, 1.5, 1.0];

export default function LinesTemperatureAnomaly() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ label: 'Difference from average (°C)' }]}
      series={[
        {
          data: anomaly,
          label: 'Temperature difference',
          area: true,
          baseline: 0,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation
    />
  );
}
