import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Electricity generated in an invented region by source, in terawatt-hours per month.
const sources = [
  { id: 'wind', label: 'Wind', data: [6.1, 5.8, 5.2, 4.1, 3.3, 2.9, 2.6, 2.8, 3.6, 4.9, 5.7, 6.3], color: '#4fc3f7' },
  { id: 'solar', label: 'Solar', data: [0.4, 0.8, 1.6, 2.5, 3.3, 3.7, 3.8, 3.3, 2.3, 1.3, 0.6, 0.3], color: '#ffb300' },
  { id: 'hydro', label: 'Hydro', data: [1.9, 1.8, 2.2, 2.6, 2.9, 2.7, 2.1, 1.8, 1.6, 1.7, 1.9, 2.0], color: '#26a69a' },
  { id: 'gas', label: 'Gas', data: [3.8, 3.5, 3.0, 2.2, 1.6, 1.4, 1.6, 1.7, 2.1, 2.9, 3.6, 4.1], color: '#8d6e63' },
];

export default function AreasDemoGenerationMix() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'TWh' }]}
      series={sources.map((source) => ({
        ...source,
        stack: 'generation',
        area: true,
        showMark: false,
        valueFormatter: (value: number | null) => (value === null ? '' : `${value.toFixed(1)} TWh`),
      }))}
      skipAnimation
    />
  );
}
