import { useTheme } from '@mui/material/styles';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import type { BarItem, BarLabelContext } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Hours a developer logged per activity.
const activities = [
  { label: 'Coding', data: [4.5, 3.0, 5.5, 2.0, 4.0], color: '#1f5fa8' },
  { label: 'Reviews', data: [1.0, 2.5, 0.5, 1.5, 2.0], color: '#6a3d9a' },
  { label: 'Meetings', data: [2.0, 2.0, 1.5, 4.0, 0.25], color: '#8a4b08' },
];

// Write the hours only when the text fits inside the bar.
function hoursIfRoomy(item: BarItem, context: BarLabelContext) {
  if (item.value === null || context.bar.height < 18) {
    return null;
  }
  return `${item.value} h`;
}

export default function LabelBarFitCheck() {
  const theme = useTheme();

  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ label: 'Hours' }]}
      series={activities.map((activity) => ({
        ...activity,
        stack: 'day',
        barLabel: hoursIfRoomy,
        valueFormatter: (value: number | null) => `${value} h`,
      }))}
      // The bar colours are dark in both colour schemes, so light text stays readable on them.
      sx={{ [`& .${barClasses.label}`]: { fill: theme.palette.common.white, fontWeight: 600 } }}
    />
  );
}
