import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19'];
// Parcels delivered by a courier depot, on time and late.
const onTime = [1840, 1912, 1776, 2034, 1988, 2110];
const late = [122, 98, 187, 76, 91, 64];

export default function StylingThemeTokens() {
  const theme = useTheme();

  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={[
        { data: onTime, label: 'On time', stack: 'parcels', color: theme.vars.palette.primary.main },
        { data: late, label: 'Late', stack: 'parcels', color: theme.vars.palette.error.main },
      ]}
    />
  );
}
