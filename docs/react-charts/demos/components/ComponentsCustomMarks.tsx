import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { MarkElementProps } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Steps walked per day, with the daily goal of 8,000.
const steps = [6200, 8400, 7100, 9050, 5400, 12800, 10300];
const goal = 8000;

// A mark that fills days that reached the goal and leaves the other days hollow.
function GoalMark({ x, y, color, dataIndex }: MarkElementProps) {
  const theme = useTheme();
  const reached = (steps[dataIndex] ?? 0) >= goal;
  return (
    <circle
      cx={x}
      cy={y}
      r={reached ? 6 : 5}
      fill={reached ? color : theme.vars.palette.background.paper}
      stroke={color}
      strokeWidth={2}
    />
  );
}

export default function ComponentsCustomMarks() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, width: 55 }]}
      series={[{ data: steps, label: 'Steps', valueFormatter: (value) => `${value} steps` }]}
      slots={{ mark: GoalMark }}
      hideLegend
    />
  );
}
