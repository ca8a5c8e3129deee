import { useTheme } from '@mui/material/styles';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Hours of the week a family spends on screens, by device.
const devices = [
  {
    id: 'tv',
    value: 14,
    color: '#1f5fa8',
    // A short name on the slice, the full name in the legend and the tooltip.
    label: (location: 'tooltip' | 'legend' | 'arc') => (location === 'arc' ? 'TV' : 'Television'),
  },
  { id: 'phone', value: 19, color: '#2b7a3d', label: 'Phones' },
  { id: 'tablet', value: 6, color: '#8a4b08', label: 'Tablet' },
  { id: 'laptop', value: 9, color: '#6a3d9a', label: 'Laptop' },
];

export default function LabelPieCustomText() {
  const theme = useTheme();

  return (
    <PieChart
      height={300}
      series={[
        {
          data: devices,
          valueFormatter: (item) => `${item.value} h per week`,
          arcLabel: (item) => `${item.label ?? ''}: ${item.value} h`,
          arcLabelRadius: '68%',
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: theme.palette.common.white } }}
    />
  );
}
