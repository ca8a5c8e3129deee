import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Parcels delivered per week in 2025 by a courier depot (invented).
const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
const parcels = weeks.map((_, index) => {
  const season = 1 + 0.35 * Math.max(0, Math.cos(((index - 50) / 52) * 2 * Math.PI));
  const pattern = [0, 310, -120, 240, -60, 150, -210, 90][index % 8] ?? 0;
  return Math.round((5200 + pattern) * season);
});

export default function ZoomInteractions() {
  return (
    <BarChartPro
      height={320}
      xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks, zoom: { minSpan: 8 } }]}
      yAxis={[{ label: 'Parcels', width: 60 }]}
      series={[{ data: parcels, label: 'Parcels delivered' }]}
      zoomInteractionConfig={{
        // Wheel zoom only while Control is held, so the page scrolls normally over the chart.
        zoom: [{ type: 'wheel', requiredKeys: ['Control'] }, 'pinch', 'brush', 'doubleTapReset'],
        // Brushing uses a plain drag, so panning needs Shift.
        pan: [{ type: 'drag', requiredKeys: ['Shift'] }],
      }}
      hideLegend
    />
  );
}
