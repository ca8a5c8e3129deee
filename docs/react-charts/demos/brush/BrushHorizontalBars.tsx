import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';

const stations = [
  'Central',
  'Harbour',
  'Museum',
  'University',
  'Stadium',
  'Airport',
  'Old Town',
  'Riverside',
];
// Bicycles rented per station of a bike-share scheme on one Saturday.
const rentals = [412, 356, 298, 251, 233, 187, 164, 97];

export default function BrushHorizontalBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      brushConfig={{ enabled: true }}
      yAxis={[{ scaleType: 'band', data: stations, width: 80 }]}
      xAxis={[{ label: 'Rentals' }]}
      series={[{ data: rentals, label: 'Rentals' }]}
      hideLegend
    >
      <ChartsBrushOverlay />
    </BarChart>
  );
}
