import { useTheme } from '@mui/material/styles';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// How 1,240 commuters reach a business park each morning.
const modes = [
  { id: 'car', label: 'Car', value: 502, color: '#1f5fa8' },
  { id: 'train', label: 'Train', value: 341, color: '#2b7a3d' },
  { id: 'bike', label: 'Bicycle', value: 228, color: '#8a4b08' },
  { id: 'bus', label: 'Bus', value: 121, color: '#6a3d9a' },
  { id: 'walk', label: 'On foot', value: 48, color: '#a3284f' },
];
const total = modes.reduce((sum, mode) => sum + mode.value, 0);

export default function LabelPieArcs() {
  const theme = useTheme();

  return (
    <PieChart
      height={300}
      series={[
        {
          data: modes,
          innerRadius: '35%',
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabel: 'formattedValue',
          // Slices narrower than 25 degrees get no label: the text would not fit.
          arcLabelMinAngle: 25,
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: theme.palette.common.white, fontWeight: 700 } }}
    />
  );
}
