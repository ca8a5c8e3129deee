import { PieChart } from '@mui/x-charts/PieChart';

// How 256 GB of a laptop's disk are used, in GB.
const storage = [
  { id: 'system', label: 'System', value: 38 },
  { id: 'apps', label: 'Apps', value: 71 },
  { id: 'photos', label: 'Photos', value: 54 },
  { id: 'documents', label: 'Documents', value: 19 },
  { id: 'free', label: 'Free', value: 74, color: 'rgba(128, 128, 128, 0.25)' },
];

export default function PieHalfDonutStorage() {
  return (
    <PieChart
      height={160}
      series={[
        {
          data: storage,
          startAngle: -90,
          endAngle: 90,
          innerRadius: '110%',
          // Percentages of the radius are relative to half the smaller side of the drawing area.
          outerRadius: '180%',
          cy: '95%',
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      skipAnimation
    />
  );
}
