import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { climateMonths, sunshineHours } from '../shared-features/climate';

export default function BrushSelectionOverlay() {
  return (
    <LineChart
      height={280}
      brushConfig={{ enabled: true }}
      xAxis={[{ scaleType: 'point', data: climateMonths }]}
      yAxis={[{ label: 'Hours' }]}
      series={[{ data: sunshineHours, label: 'Hours of sunshine', area: true }]}
      hideLegend
    >
      <ChartsBrushOverlay />
    </LineChart>
  );
}
